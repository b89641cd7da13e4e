import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { t } from '../../app/i18n/messages';
import { tagsSource } from '../../framework/fields/sources';
import { useReferenceChoices } from '../../framework/fields/useReferenceChoices';
import { NewTagDialog } from '../tags';

/**
 * The customer's tags in the Assign dialog (issue 34 §4): chosen among the tag records, and a tag that does not exist
 * yet made in the 'New tag' dialog (name and module, its own rules) and chosen at once. No free text: a typo would
 * make a tag no one meant.
 */
export const TagPicker = ({
  value,
  onChange,
  label,
}: {
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly label: string;
}) => {
  const chosen = Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  const { options } = useReferenceChoices(tagsSource, [], true);
  const names = [...new Set([...options.map((o) => o.name), ...chosen])];
  const [making, setMaking] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<string, true>
        multiple
        fullWidth
        options={names}
        value={chosen}
        onChange={(_e, next) => onChange(next)}
        renderValue={(vals, getItemProps) =>
          vals.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)
        }
        renderInput={(params) => <TextField {...params} name="tags" label={label} />}
      />
      <Button variant="outlined" onClick={() => setMaking(true)} sx={{ whiteSpace: 'nowrap', mt: 1 }}>
        {t('tags.newTag')}
      </Button>
      {making ? (
        <NewTagDialog
          onClose={() => setMaking(false)}
          onCreated={(tag) => onChange([...chosen.filter((n) => n !== tag.name), tag.name])}
        />
      ) : null}
    </Stack>
  );
};
