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

/** A tag as the dialog holds it: the record's id, or the name of a tag held from before tags were records. */
type TagRef = number | string;

/**
 * The customer's tags in the Assign dialog (issue 34 §4; spec 3 §7 `PATCH users/{id}` with tag ids): chosen among the
 * tag records, and a tag that does not exist yet made in the 'New tag' dialog (name and module, its own rules) and
 * chosen at once. No free text: a typo would make a tag no one meant.
 */
export const TagPicker = ({
  value,
  onChange,
  label: fieldLabel,
}: {
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly label: string;
}) => {
  const chosen = Array.isArray(value)
    ? value.filter((x): x is TagRef => typeof x === 'number' || typeof x === 'string')
    : [];
  const { options } = useReferenceChoices(tagsSource, [], true);
  // A tag made here is named at once, before the tags' choices are loaded again.
  const [made, setMade] = useState<ReadonlyMap<TagRef, string>>(new Map());
  const nameOf = new Map<TagRef, string>([...made, ...options.map((o): [TagRef, string] => [Number(o.id), o.name])]);
  const refs = [...new Set<TagRef>([...options.map((o) => Number(o.id)), ...chosen])];
  const label = (ref: TagRef) => (typeof ref === 'string' ? ref : (nameOf.get(ref) ?? `#${ref}`));
  const [making, setMaking] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<TagRef, true>
        multiple
        fullWidth
        options={refs}
        value={chosen}
        getOptionLabel={label}
        onChange={(_e, next) => onChange(next)}
        renderValue={(vals, getItemProps) =>
          vals.map((ref, index) => <Chip size="small" label={label(ref)} {...getItemProps({ index })} key={ref} />)
        }
        renderInput={(params) => <TextField {...params} name="tags" label={fieldLabel} />}
      />
      <Button variant="outlined" onClick={() => setMaking(true)} sx={{ whiteSpace: 'nowrap', mt: 1 }}>
        {t('tags.newTag')}
      </Button>
      {making ? (
        <NewTagDialog
          onClose={() => setMaking(false)}
          onCreated={(tag) => {
            setMade(new Map([...made, [tag.id, tag.name]]));
            onChange([...chosen.filter((ref) => ref !== tag.id && ref !== tag.name), tag.id]);
          }}
        />
      ) : null}
    </Stack>
  );
};
