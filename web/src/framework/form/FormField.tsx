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
import { useRef } from 'react';
import type { ReferenceSource } from '../types';
import type { FieldSource, FormFieldDef, FormValues } from './types';
import { PhoneInput } from './PhoneInput';
import { textOf } from '../fields/text';
import { localText } from '../../app/i18n/localText';
import { say, sayOptional } from '../../app/i18n/messages';

interface Props {
  readonly def: FormFieldDef;
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly error?: string;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
}

const text = textOf;

/** The field's source for these values, the same object while its id stays (so its choices load once). */
const useFieldSource = (source: FieldSource, values: FormValues): ReferenceSource => {
  const resolved = typeof source === 'function' ? source(values) : source;
  const kept = useRef(resolved);
  if (kept.current.id !== resolved.id) kept.current = resolved;
  return kept.current;
};

const SelectReference = ({
  def,
  value,
  onChange,
  error,
  values,
}: Props & { def: Extract<FormFieldDef, { kind: 'selectReference' }> }) => {
  const source = useFieldSource(def.source, values);
  const { options, labels } = useReferenceChoices(
    source,
    value === null || value === undefined || value === '' ? [] : [value as number],
    true,
  );
  // The chosen value stays selectable (and labelled) while the options load or when the page of options lacks it.
  const chosen =
    value === null || value === undefined || value === '' || options.some((c) => String(c.id) === textOf(value))
      ? []
      : [{ id: value as number, name: labels[textOf(value)] ?? `#${textOf(value)}` }];
  return (
    <TextField
      select
      fullWidth
      name={def.name}
      label={say(def.label)}
      required={def.required}
      value={text(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? sayOptional(def.helperText)}
      disabled={def.readOnly}
    >
      {def.emptyLabel !== undefined ? (
        <MenuItem value="">
          <em>{def.emptyLabel}</em>
        </MenuItem>
      ) : null}
      {[...chosen, ...options].map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const ReferenceField = ({
  def,
  value,
  onChange,
  error,
  values,
}: Props & { def: Extract<FormFieldDef, { kind: 'reference' }> }) => {
  const source = useFieldSource(def.source, values);
  return (
    <ReferenceAutocomplete
      source={source}
      label={say(def.label)}
      name={def.name}
      value={(value as number | null | undefined) ?? null}
      onChange={onChange}
      error={error}
      width="100%"
      disabled={def.readOnly}
    />
  );
};

/** One input of a resource form, by kind. */
export const FormField = (given: Props) => {
  // A field's failure may be a contracts rule's or the server's text: shown in the console's language.
  const props = given.error === undefined ? given : { ...given, error: localText(given.error) };
  const { def, value, onChange, error, values, errors } = props;
  const counter = def.maxLength !== undefined ? `${text(value).length}/${def.maxLength}` : undefined;
  const common = {
    name: def.name,
    label: say(def.label),
    required: def.required,
    error: Boolean(error),
    helperText: error ?? sayOptional(def.helperText) ?? counter,
    disabled: def.readOnly,
    fullWidth: true,
  };
  switch (def.kind) {
    case 'text':
    case 'email':
      return (
        <TextField
          {...common}
          type={def.kind === 'email' ? 'email' : 'text'}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return (
        <DateInput
          name={def.name}
          label={say(def.label)}
          value={text(value)}
          onChange={onChange}
          error={error}
          helperText={sayOptional(def.helperText)}
          required={def.required}
          disabled={def.readOnly}
        />
      );
    case 'multiline':
      return (
        <TextField {...common} multiline minRows={3} value={text(value)} onChange={(e) => onChange(e.target.value)} />
      );
    case 'money':
      return (
        <TextField
          {...common}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: values.currency
              ? { endAdornment: <InputAdornment position="end">{textOf(values.currency)}</InputAdornment> }
              : {},
          }}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={text(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        >
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
      return <ReferenceField {...props} def={def} />;
    case 'phone':
      return (
        <PhoneInput
          name={def.name}
          label={say(def.label)}
          value={text(value)}
          onChange={onChange}
          error={error}
          required={def.required}
          disabled={def.readOnly}
        />
      );
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={
              <Switch
                name={def.name}
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                disabled={def.readOnly}
              />
            }
            label={say(def.label)}
          />
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
          renderValue={(vals, getItemProps) =>
            vals.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={def.name}
              label={say(def.label)}
              error={Boolean(error)}
              helperText={error ?? sayOptional(def.helperText)}
            />
          )}
        />
      );
    case 'custom':
      return <>{def.render({ value, onChange, error, values, errors })}</>;
  }
};
