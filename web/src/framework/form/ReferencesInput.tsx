import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useReferenceChoices } from '../fields/useReferenceChoices';
import type { Choice, ReferenceSource } from '../types';
import { say } from '../../app/i18n/messages';

interface Props {
  readonly label: string;
  readonly source: ReferenceSource;
  readonly value: unknown;
  readonly onChange: (ids: number[]) => void;
  readonly error?: string;
}

/** Several records of a source chosen together (spec 2 §2: a team's or a warehouse's members, staff users). */
export const ReferencesInput = ({ label, source, value, onChange, error }: Props) => {
  const ids = useMemo(() => (Array.isArray(value) ? (value as number[]) : []), [value]);
  const { options, labels, search } = useReferenceChoices(source, ids, true);
  const chosen: Choice[] = ids.map((id) => ({ id, name: labels[String(id)] ?? `#${id}` }));
  const all = [...chosen, ...options.filter((o) => !ids.includes(Number(o.id)))];
  return (
    <Autocomplete<Choice, true>
      multiple
      options={all}
      value={chosen}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionLabel={(o) => o.name}
      onInputChange={(_e, v, reason) => reason === 'input' && search(v)}
      onChange={(_e, v) => onChange(v.map((c) => Number(c.id)))}
      renderInput={(p) => (
        <TextField {...p} label={say(label)} size="small" error={Boolean(error)} helperText={error} />
      )}
    />
  );
};
