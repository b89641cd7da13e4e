import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { say, t } from '../../app/i18n/messages';
import { useLocale } from '../../app/i18n/locale';
import { ARABIC_DATES } from './dayjsArabic';

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

/** The picker's own words (its sections' placeholders, its calendar button, Clear) from the catalogue. */
const dateWords = () => ({
  fieldDayPlaceholder: () => t('widgets.date.day'),
  fieldMonthPlaceholder: () => t('widgets.date.month'),
  fieldYearPlaceholder: () => t('widgets.date.year'),
  fieldClearLabel: t('widgets.clear'),
  // The sections' names, which a screen reader says.
  day: t('widgets.date.day'),
  month: t('widgets.date.month'),
  year: t('widgets.date.year'),
  openDatePickerDialogue: (formatted: string | null) =>
    formatted ? t('widgets.date.chosen', { date: formatted }) : t('widgets.date.choose'),
});

export const DateInput = (props: Props) => {
  const { label, name, value, onChange, error, helperText, required, disabled, width, maxDate, testId } = props;
  const day: Dayjs | null = value ? dayjs(value) : null;
  // The calendar's month and day names in the console's language (its arrows follow the theme's direction).
  const locale = useLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale === 'ar' ? ARABIC_DATES : 'en'}
      localeText={dateWords()}
    >
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
