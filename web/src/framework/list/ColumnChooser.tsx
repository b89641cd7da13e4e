import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { t } from '../../app/i18n/messages';
import type { ColumnChoice } from './useColumnPrefs';

interface Props {
  readonly choices: readonly ColumnChoice[];
  readonly labels: Readonly<Record<string, string>>;
  readonly onChange: (next: ColumnChoice[]) => void;
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The column chooser (modelled on react-admin's ColumnsButton): show or hide each column, Select All /
 * Deselect All, drag a column to reorder (or Alt+↑/↓ from the keyboard). Every change is kept at once.
 */
export const ColumnChooser = ({ choices, labels, onChange }: Props) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    const from = dragged ?? Number(e.dataTransfer.getData('text/plain'));
    if (Number.isInteger(from) && from !== index) onChange(move(choices, from, index));
    setDragged(null);
    setOver(null);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        data-testid="columns-button"
      >
        {t('list.columns')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          sx={{ width: 280, maxHeight: '70vh', display: 'flex', flexDirection: 'column' }}
          role="dialog"
          aria-label={t('list.columns')}
          data-testid="column-chooser"
        >
          <Stack direction="row" spacing={1} sx={{ p: 1 }}>
            <Button size="small" onClick={() => onChange(choices.map((c) => ({ ...c, visible: true })))}>
              {t('list.selectAll')}
            </Button>
            <Button size="small" onClick={() => onChange(choices.map((c) => ({ ...c, visible: false })))}>
              {t('list.deselectAll')}
            </Button>
          </Stack>
          <Divider />
          <List dense sx={{ overflowY: 'auto' }}>
            {choices.map((c, index) => (
              <ListItem
                key={c.id}
                data-testid={`column-choice-${c.id}`}
                draggable
                onDragStart={(e) => {
                  setDragged(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  if (over !== index) setOver(index);
                }}
                onDragLeave={() => setOver((o) => (o === index ? null : o))}
                onDrop={(e) => onDrop(e, index)}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onKeyDown={(e) => {
                  if (!e.altKey) return;
                  if (e.key === 'ArrowUp' && index > 0) onChange(move(choices, index, index - 1));
                  if (e.key === 'ArrowDown' && index < choices.length - 1) onChange(move(choices, index, index + 1));
                }}
                sx={{
                  cursor: 'grab',
                  opacity: dragged === index ? 0.4 : 1,
                  borderTop: 2,
                  borderColor: over === index && dragged !== null && dragged > index ? 'primary.main' : 'transparent',
                  borderBottom: 2,
                  borderBottomColor:
                    over === index && dragged !== null && dragged < index ? 'primary.main' : 'transparent',
                }}
                secondaryAction={
                  <DragIndicatorIcon fontSize="small" color="action" aria-label={t('list.dragToReorder')} />
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={c.visible}
                    slotProps={{ input: { 'aria-label': labels[c.id] ?? c.id } }}
                    onChange={(e) =>
                      onChange(choices.map((x) => (x.id === c.id ? { ...x, visible: e.target.checked } : x)))
                    }
                  />
                </ListItemIcon>
                <ListItemText primary={labels[c.id] ?? c.id} />
              </ListItem>
            ))}
          </List>
        </Box>
      </Popover>
    </>
  );
};
