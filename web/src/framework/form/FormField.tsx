import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { DateInput } from '../fields/DateInput';
import { ReferenceAutocomplete } from '../fields/ReferenceAutocomplete';
import { useReferenceChoices } from '../fields/useReferenceChoices';
import type { FormFieldDef, FormValues } from './types';
import { PhoneInput } from './PhoneInput';

interface Props {
  readonly def: FormFieldDef;
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly error?: string;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

const SelectReference = ({ def, value, onChange, error }: Props & { def: Extract<FormFieldDef, { kind: 'selectReference' }> }) => {
  const { options } = useReferenceChoices(def.source, value === null || value === undefined || value === '' ? [] : [value as number], true);
  return (
    <TextField select fullWidth name={def.name} label={def.label} required={def.required} value={text(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} error={Boolean(error)} helperText={error ?? def.helperText} disabled={def.readOnly}>
      {options.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** One input of a resource form, by kind. */
export const FormField = (props: Props) => {
  const { def, value, onChange, error, values, errors } = props;
  const common = { name: def.name, label: def.label, required: def.required, error: Boolean(error), helperText: error ?? def.helperText, disabled: def.readOnly, fullWidth: true };
  switch (def.kind) {
    case 'text':
    case 'email':
      return <TextField {...common} type={def.kind === 'email' ? 'email' : 'text'} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'date':
      return <DateInput name={def.name} label={def.label} value={text(value)} onChange={onChange} error={error} helperText={def.helperText} required={def.required} disabled={def.readOnly} />;
    case 'multiline':
      return <TextField {...common} multiline minRows={3} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'money':
      return (
        <TextField
          {...common}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: values.currency ? { endAdornment: <InputAdornment position="end">{String(values.currency)}</InputAdornment> } : {} }}
        />
      );
    case 'select':
      return (
        <TextField {...common} select value={text(value)} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}>
          {def.emptyLabel !== undefined ? (
            <MenuItem value="">
              <em>{def.emptyLabel}</em>
            </MenuItem>
          ) : null}
          {def.choices.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'selectReference':
      return <SelectReference {...props} def={def} />;
    case 'reference':
      return <ReferenceAutocomplete source={def.source} label={def.label} name={def.name} value={(value as number | null | undefined) ?? null} onChange={onChange} error={error} width="100%" disabled={def.readOnly} />;
    case 'phone':
      return <PhoneInput name={def.name} label={def.label} value={text(value)} onChange={onChange} error={error} required={def.required} disabled={def.readOnly} />;
    case 'boolean':
      return (
        <Box>
          <FormControlLabel control={<Switch name={def.name} checked={value === true} onChange={(e) => onChange(e.target.checked)} disabled={def.readOnly} />} label={def.label} />
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </Box>
      );
    case 'tags':
      return (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(_e, next) => onChange(next.map((x) => x.trim()).filter(Boolean))}
          disabled={def.readOnly}
          renderValue={(vals, getItemProps) => vals.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)}
          renderInput={(params) => <TextField {...params} name={def.name} label={def.label} error={Boolean(error)} helperText={error ?? def.helperText} />}
        />
      );
    case 'custom':
      return <>{def.render({ value, onChange, error, values, errors })}</>;
  }
};
