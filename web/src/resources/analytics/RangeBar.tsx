import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { COUNTRIES } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { DateInput } from '../../framework/fields/DateInput';
import { isApplicable, PRESETS, type Preset, type Range } from './analytics-range';

export type CompareMode = 'none' | 'previous' | 'custom';

const PRESET_LABEL = {
  today: 'analytics.preset.today',
  thisMonth: 'analytics.preset.thisMonth',
  lastMonth: 'analytics.preset.lastMonth',
  thisYear: 'analytics.preset.thisYear',
} as const;

interface RangeInputsProps {
  readonly value: Range;
  readonly latest: string;
  readonly onChange: (r: Range) => void;
  readonly testId: string;
}

/** From and To; a range whose end is before its start is shown but not applied. */
const RangeInputs = ({ value, latest, onChange, testId }: RangeInputsProps) => {
  const wrong = !isApplicable(value, latest);
  return (
    <Stack direction="row" spacing={1} data-testid={testId}>
      {(['from', 'to'] as const).map((end) => (
        // Dates typed and shown DD/MM/YYYY as everywhere in the console (a browser's own date input follows its
        // locale, MM/DD/YYYY in an American one).
        <DateInput
          key={end}
          name={`${testId}-${end}`}
          label={t(end === 'from' ? 'analytics.from' : 'analytics.to')}
          value={value[end]}
          maxDate={latest}
          width={190}
          testId={`${testId}-${end}`}
          {...(wrong && end === 'to' ? { error: t('analytics.rangeOrder') } : {})}
          onChange={(day) => onChange({ ...value, [end]: day ?? '' })}
        />
      ))}
    </Stack>
  );
};

/** The country selector: country 1 by default (spec 1 §1); All where the page allows it. */
export const CountrySelect = (p: {
  readonly countryId: number | null;
  readonly allowAll: boolean;
  readonly onCountry: (id: number | null) => void;
}) => (
  <TextField
    select
    size="small"
    label={t('analytics.country')}
    value={p.countryId ?? 'all'}
    sx={{ minWidth: 140 }}
    data-testid="analytics-country"
    onChange={(e) => p.onCountry(e.target.value === 'all' ? null : Number(e.target.value))}
  >
    {p.allowAll ? <MenuItem value="all">{t('analytics.allCountries')}</MenuItem> : null}
    {COUNTRIES.map((c) => (
      <MenuItem key={c.id} value={c.id}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

export interface RangeBarProps {
  readonly countryId: number | null;
  /** Finance requires a country: no All (spec 1 §2.9). */
  readonly allowAll: boolean;
  readonly onCountry: (id: number | null) => void;
  /** undefined: no presets (Usage). */
  readonly preset: Preset | null | undefined;
  readonly onPreset: (p: Preset) => void;
  readonly range: Range;
  readonly onRange: (r: Range) => void;
  readonly latest: string;
  readonly compare: CompareMode;
  readonly onCompare: (c: CompareMode) => void;
  readonly custom: Range;
  readonly onCustom: (r: Range) => void;
}

/** The country selector, the presets, the range and the comparison of an analytics page. */
export const RangeBar = (p: RangeBarProps) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
    <CountrySelect countryId={p.countryId} allowAll={p.allowAll} onCountry={p.onCountry} />
    {p.preset !== undefined ? (
      <ToggleButtonGroup
        exclusive
        size="small"
        value={p.preset}
        onChange={(_, v: Preset | null) => v && p.onPreset(v)}
        data-testid="analytics-presets"
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {t(PRESET_LABEL[preset])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    ) : null}
    <RangeInputs value={p.range} latest={p.latest} onChange={p.onRange} testId="analytics-range" />
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('analytics.compareTo')}
    </Typography>
    <ToggleButtonGroup
      exclusive
      size="small"
      value={p.compare}
      onChange={(_, v: CompareMode | null) => v && p.onCompare(v)}
      data-testid="analytics-compare"
    >
      <ToggleButton value="none">{t('analytics.compare.none')}</ToggleButton>
      <ToggleButton value="previous">{t('analytics.compare.previous')}</ToggleButton>
      <ToggleButton value="custom">{t('analytics.compare.custom')}</ToggleButton>
    </ToggleButtonGroup>
    {p.compare === 'custom' ? (
      <RangeInputs value={p.custom} latest={p.latest} onChange={p.onCustom} testId="analytics-custom" />
    ) : null}
  </Stack>
);
