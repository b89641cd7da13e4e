import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { english, say, t } from '../../app/i18n/messages';

export interface FieldItem {
  readonly label: string;
  readonly value: ReactNode;
  /** Spans the whole row. */
  readonly wide?: boolean;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '';

/** Label above value, in a responsive grid: the body of a show tab or card. */
export const FieldGrid = ({ items }: { items: readonly FieldItem[] }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
      gap: 2.5,
    }}
  >
    {items.map((item) => (
      <Box
        key={item.label}
        sx={item.wide ? { gridColumn: '1 / -1' } : undefined}
        data-testid={`field-${english(item.label)}`}
      >
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}
        >
          {say(item.label)}
        </Typography>
        <Box sx={{ mt: 0.25, wordBreak: 'break-word' }}>{isEmpty(item.value) ? t('record.empty') : item.value}</Box>
      </Box>
    ))}
  </Box>
);
