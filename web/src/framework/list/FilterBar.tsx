import { useEffect, useMemo, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import ClearIcon from '@mui/icons-material/Clear';
import { say, t } from '../../app/i18n/messages';
import { DateInput } from '../fields/DateInput';
import { ReferenceAutocomplete } from '../fields/ReferenceAutocomplete';
import { useReferenceChoices } from '../fields/useReferenceChoices';
import { resolveSource, type Choice, type FilterDef, type FilterValues, type Viewer } from '../types';
import { compactFilters } from './useListParams';
import { textOf } from '../fields/text';

type Setter = (value: unknown) => void;

const TextFilter = ({ def, value, set }: { def: FilterDef; value: unknown; set: Setter }) => {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setText(typeof value === 'string' ? value : ''), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <TextField
      label={say(def.label)}
      name={`filter-${def.key}`}
      value={text}
      sx={{ width: def.width ?? 240 }}
      onChange={(e) => {
        const v = e.target.value;
        setText(v);
        window.clearTimeout(timer.current);
        // Short enough that a typed search shows its rows within the 300 ms budget, long enough to batch keys.
        timer.current = window.setTimeout(() => set(v), 150);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          window.clearTimeout(timer.current);
          set(text);
        }
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

const SelectFilter = ({
  def,
  value,
  set,
  viewer,
}: {
  def: Extract<FilterDef, { kind: 'select' }>;
  value: unknown;
  set: Setter;
  viewer: Viewer;
}) => {
  const source = useMemo(() => (def.source ? resolveSource(def.source, viewer) : undefined), [def.source, viewer]);
  const loaded = useReferenceChoices(source, [], Boolean(source));
  const choices: readonly Choice[] = def.choices ?? loaded.options;
  if (def.multiple) {
    const chosen = Array.isArray(value) ? (value as (string | number)[]).map(String) : [];
    return (
      <TextField
        select
        label={say(def.label)}
        name={`filter-${def.key}`}
        sx={{ width: def.width ?? 200 }}
        value={chosen}
        onChange={(e) => set(e.target.value)}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (sel) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {(sel as string[]).map((v) => (
                  <Chip key={v} size="small" label={say(choices.find((c) => String(c.id) === v)?.name ?? v)} />
                ))}
              </Box>
            ),
          },
        }}
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {say(c.name)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      select
      label={say(def.label)}
      name={`filter-${def.key}`}
      sx={{ width: def.width ?? 180 }}
      value={textOf(value)}
      onChange={(e) => set(e.target.value)}
    >
      <MenuItem value="">
        <em>{t('list.any')}</em>
      </MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {say(c.name)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const DateRangeFilter = ({ def, value, set }: { def: FilterDef; value: unknown; set: Setter }) => {
  const range = (typeof value === 'object' && value !== null ? value : {}) as { from?: string; to?: string };
  return (
    <Stack direction="row" spacing={1}>
      {(['from', 'to'] as const).map((end) => (
        <DateInput
          key={end}
          label={t(end === 'from' ? 'list.from' : 'list.to', { label: say(def.label) })}
          name={`filter-${def.key}-${end}`}
          value={range[end]}
          width={180}
          onChange={(day) => set({ ...range, [end]: day ?? undefined })}
        />
      ))}
    </Stack>
  );
};

const TagsFilter = ({
  def,
  value,
  set,
}: {
  def: Extract<FilterDef, { kind: 'tags' }>;
  value: unknown;
  set: Setter;
}) => {
  const v = (typeof value === 'object' && value !== null ? value : {}) as { values?: string[]; mode?: 'any' | 'all' };
  const values = v.values ?? [];
  const mode = v.mode ?? 'any';
  const { options } = useReferenceChoices(def.source, [], def.source !== undefined);
  const names = [...new Set(options.map((o) => o.name))];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        options={names}
        value={values}
        sx={{ minWidth: def.width ?? 220 }}
        onChange={(_e, next) => set({ values: next.map((x) => x.trim()).filter(Boolean), mode })}
        renderValue={(vals, getItemProps) =>
          vals.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={say(def.label)}
            name={`filter-${def.key}`}
            placeholder={values.length ? '' : '↵'}
          />
        )}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_e, m: 'any' | 'all' | null) => m && set({ values, mode: m })}
        aria-label={t('screens.matchMode', { label: say(def.label) })}
      >
        <ToggleButton value="any">{t('list.matchAny')}</ToggleButton>
        <ToggleButton value="all">{t('list.matchAll')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
};

const ReferenceFilter = ({
  def,
  value,
  set,
  viewer,
}: {
  def: Extract<FilterDef, { kind: 'reference' }>;
  value: unknown;
  set: Setter;
  viewer: Viewer;
}) => {
  // One source object per filter and user: the choices load once, not on every render.
  const source = useMemo(() => resolveSource(def.source, viewer), [def.source, viewer]);
  return (
    <ReferenceAutocomplete
      source={source}
      label={say(def.label)}
      name={`filter-${def.key}`}
      value={(value as number | null | undefined) ?? null}
      onChange={set}
      width={def.width ?? 220}
    />
  );
};

const FilterInput = ({ def, value, set, viewer }: { def: FilterDef; value: unknown; set: Setter; viewer: Viewer }) => {
  switch (def.kind) {
    case 'text':
      return <TextFilter def={def} value={value} set={set} />;
    case 'select':
      return <SelectFilter def={def} value={value} set={set} viewer={viewer} />;
    case 'dateRange':
      return <DateRangeFilter def={def} value={value} set={set} />;
    case 'reference':
      return <ReferenceFilter def={def} value={value} set={set} viewer={viewer} />;
    case 'tags':
      return <TagsFilter def={def} value={value} set={set} />;
  }
};

interface Props {
  readonly filters: readonly FilterDef[];
  readonly values: FilterValues;
  readonly viewer: Viewer;
  readonly onChange: (values: FilterValues) => void;
}

/**
 * The filter bar of a list: the always-on filters, and the others behind 'Filters' (shown too when they hold a
 * value). Values are kept in the URL by the list.
 */
export const FilterBar = ({ filters, values, viewer, onChange }: Props) => {
  const usable = filters.filter((f) => !f.hiddenFor?.(viewer));
  const active = compactFilters(values);
  const [more, setMore] = useState(false);
  const hiddenActive = usable.filter((f) => !f.alwaysOn && f.key in active).length;
  const shown = usable.filter((f) => f.alwaysOn || more || f.key in active);
  const hasMore = usable.some((f) => !f.alwaysOn);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="filter-bar"
    >
      {shown.map((def) => (
        <FilterInput
          key={def.key}
          def={def}
          value={values[def.key]}
          viewer={viewer}
          set={(v) => onChange({ ...values, [def.key]: v })}
        />
      ))}
      {hasMore ? (
        <Button
          size="small"
          onClick={() => setMore((m) => !m)}
          startIcon={
            <Badge color="primary" variant="dot" invisible={more || hiddenActive === 0}>
              <FilterListIcon />
            </Badge>
          }
          aria-expanded={more}
        >
          {t('list.filters')}
        </Button>
      ) : null}
      {Object.keys(active).length > 0 ? (
        <Button size="small" color="inherit" onClick={() => onChange({})} startIcon={<ClearIcon />}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
};
