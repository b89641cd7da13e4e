import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { say } from '../../app/i18n/messages';

/** ARCHITECTURE §8: dates typed and shown DD/MM/YYYY, held as 'YYYY-MM-DD'. */
export const DATE_FORMAT = 'DD/MM/YYYY';

interface Props {
  readonly label: string;
  readonly name: string;
  /** 'YYYY-MM-DD', or '' / null for none. */
  readonly value: string | null | undefined;
  readonly onChange: (day: string | null) => void;
  readonly error?: string;
  readonly helperText?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly width?: number | string;
  /** The last day that may be picked ('YYYY-MM-DD'): no future dates on the analytics pages (spec 1 §2.9). */
  readonly maxDate?: string;
  readonly testId?: string;
}

export const DateInput = (props: Props) => {
  const { label, name, value, onChange, error, helperText, required, disabled, width, maxDate, testId } = props;
  const day: Dayjs | null = value ? dayjs(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={say(label)}
        name={name}
        value={day}
        format={DATE_FORMAT}
        disabled={disabled}
        {...(maxDate ? { maxDate: dayjs(maxDate) } : {})}
        onChange={(d) => {
          if (d === null) onChange(null);
          else if (d.isValid()) onChange(d.format('YYYY-MM-DD'));
        }}
        slotProps={{
          textField: {
            size: 'small',
            required,
            error: Boolean(error),
            helperText: error ?? helperText,
            fullWidth: width === undefined,
            sx: width === undefined ? undefined : { width },
            ...(testId ? { inputProps: { 'data-testid': testId } } : {}),
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
};
