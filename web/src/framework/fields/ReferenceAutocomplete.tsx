import { useEffect, useMemo, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { say, t } from '../../app/i18n/messages';
import type { Choice, ReferenceSource } from '../types';
import { useReferenceChoices } from './useReferenceChoices';

interface Props {
  readonly source: ReferenceSource;
  readonly label: string;
  readonly value: string | number | null;
  readonly onChange: (id: number | null) => void;
  readonly error?: string;
  readonly width?: number | string;
  readonly name?: string;
  readonly disabled?: boolean;
}

/**
 * Autocomplete on a reference: suggestions come from the server once more than `minChars - 1` characters are
 * typed (spec 1 §5: the assignee search after more than 1 character), the chosen record's label is loaded by id.
 */
export const ReferenceAutocomplete = ({
  source,
  label,
  value,
  onChange,
  error,
  width = 220,
  name,
  disabled,
}: Props) => {
  const minChars = source.minChars ?? 0;
  const chosen = useMemo(() => (value === null || value === '' ? [] : [value]), [value]);
  const { options, labels, loading, search } = useReferenceChoices(source, chosen, minChars === 0);
  const [input, setInput] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const selected: Choice | null =
    value === null || value === '' ? null : { id: value, name: labels[String(value)] ?? `#${value}` };
  const enough = input.trim().length >= minChars;

  return (
    <Autocomplete<Choice, false, false, false>
      sx={{ width }}
      size="small"
      disabled={disabled}
      options={enough ? options : []}
      value={selected}
      loading={loading && enough}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionLabel={(o) => o.name}
      noOptionsText={enough ? t('list.noResults') : t('list.typeMore', { count: minChars })}
      onChange={(_e, v) => onChange(v === null ? null : Number(v.id))}
      onInputChange={(_e, text, reason) => {
        setInput(text);
        if (reason !== 'input') return;
        window.clearTimeout(timer.current);
        if (text.trim().length >= minChars) timer.current = window.setTimeout(() => search(text.trim()), 250);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={say(label)}
          name={name}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && enough ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
