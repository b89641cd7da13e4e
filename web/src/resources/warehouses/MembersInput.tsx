import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useReferenceChoices } from '../../framework/fields/useReferenceChoices';
import type { Choice } from '../../framework/types';
import { staffSource } from '../../framework/fields/sources';

interface Props {
  readonly label: string;
  readonly value: unknown;
  readonly onChange: (ids: number[]) => void;
  readonly error?: string;
}

/** The members of a team or warehouse (spec 2 §2: 'edit (members, active)'): staff users, several at once. */
export const MembersInput = ({ label, value, onChange, error }: Props) => {
  const ids = useMemo(() => (Array.isArray(value) ? (value as number[]) : []), [value]);
  const { options, labels, search } = useReferenceChoices(staffSource, ids, true);
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
      renderInput={(p) => <TextField {...p} label={label} size="small" error={Boolean(error)} helperText={error} />}
    />
  );
};
