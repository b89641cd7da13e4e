import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { MuiTelInput, type MuiTelInputCountry } from 'mui-tel-input';
import { countryById, DEFAULT_COUNTRY_ID } from '@console/contracts';
import { say } from '../../app/i18n/messages';

/** Spec 1 §2.5, §2.6: the international phone input, UAE by default, UAE, Kuwait and KSA first. */
const DEFAULT_CODE = (countryById(DEFAULT_COUNTRY_ID)?.code ?? 'AE') as MuiTelInputCountry;
const PREFERRED: MuiTelInputCountry[] = ['AE', 'KW', 'SA'];

/** The country's code as its flag: the package's flags are images from a CDN, and the console works offline. */
const flag = (iso: MuiTelInputCountry) => (
  <Box
    component="span"
    sx={{
      display: 'inline-block',
      minWidth: 26,
      px: 0.5,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'divider',
      fontSize: 11,
      fontWeight: 700,
      lineHeight: '18px',
      textAlign: 'center',
      color: 'text.secondary',
    }}
  >
    {iso}
  </Box>
);

interface Props {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (e164: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export const PhoneInput = ({ name, label, value, onChange, error, required, disabled }: Props) => {
  // What the input shows ('+971 50 …' while typing) is its own; the form holds the E.164 number, or '' while
  // only a calling code is there. A value set from outside (a loaded record) replaces what is shown.
  const [shown, setShown] = useState(value);
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setShown(value);
    }
  }, [value]);
  return (
    <MuiTelInput
      name={name}
      label={say(label)}
      value={shown}
      defaultCountry={DEFAULT_CODE}
      preferredCountries={PREFERRED}
      getFlagElement={(iso) => flag(iso)}
      unknownFlagElement={
        <Box component="span" sx={{ minWidth: 26 }}>
          ··
        </Box>
      }
      onChange={(v, info) => {
        setShown(v);
        // A calling code alone is no number: the field stays empty (and 'Required' where it is).
        const number = info.nationalNumber ? (info.numberValue ?? v) : '';
        emitted.current = number;
        onChange(number);
      }}
      error={Boolean(error)}
      helperText={error}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
    />
  );
};
