import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { DEFAULT_SLOT_HOURS, TimeSlot, type SlotHours } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enumLabel } from '../../app/i18n/enumText';
import { say, t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../../framework/data/slice';

/** A slot as the form holds it: '9-13' (its hours), what TimeSlot's words are keyed by. */
export const slotValue = (s: SlotHours): string => `${s.from}-${s.to}`;

/** The hours of a slot value; none for '' or a text that is no slot. */
export const slotHours = (slot: unknown): { from: number | null; to: number | null } => {
  const m = typeof slot === 'string' ? /^(\d{1,2})-(\d{1,2})$/.exec(slot) : null;
  return m ? { from: Number(m[1]), to: Number(m[2]) } : { from: null, to: null };
};

const hour = (h: number): string =>
  t(h % 24 < 12 ? 'timeSlots.am' : 'timeSlots.pm', { hour: h % 12 === 0 ? 12 : h % 12 });

/** The spec's slots by their words (spec 2 §5); another slot a country configures by its hours. */
export const slotLabel = (s: SlotHours): string => {
  const value = slotValue(s);
  return TimeSlot.is(value)
    ? enumLabel('TimeSlot', value)
    : t('timeSlots.range', { from: hour(s.from), to: hour(s.to) });
};

/**
 * The time slots of a country (issue 34 §6: its timeSlots configuration, `GET /api/v1/time-slots`), the ones the
 * server accepts; the spec's while they load or when the country is not chosen.
 */
export const useTimeSlots = (countryId: number | null): readonly SlotHours[] => {
  const dispatch = useAppDispatch();
  const key = `time-slots:${countryId ?? 'none'}`;
  const path = countryId === null ? undefined : `/api/v1/time-slots?countryId=${countryId}`;
  useEffect(() => {
    if (path) dispatch(dataActions.fetchRequested({ key, path, silent: true }));
  }, [dispatch, key, path]);
  const state = useAppSelector((s) => selectFetch(s, key));
  const data = state?.status === 'ready' ? (state.data as { data?: SlotHours[] }).data : undefined;
  return data ?? DEFAULT_SLOT_HOURS;
};

interface Props {
  readonly name: string;
  readonly label: string;
  readonly countryId: number | null;
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly emptyLabel: string;
}

/** The request form's time slot: the country's slots; a stored slot the country no longer offers stays shown. */
export const TimeSlotSelect = ({ name, label, countryId, value, onChange, error, required, emptyLabel }: Props) => {
  const slots = useTimeSlots(countryId);
  const chosen = slotHours(value);
  const kept =
    chosen.from !== null && chosen.to !== null && !slots.some((s) => s.from === chosen.from && s.to === chosen.to)
      ? [{ from: chosen.from, to: chosen.to }]
      : [];
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={say(label)}
      required={required}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="">
        <em>{say(emptyLabel)}</em>
      </MenuItem>
      {[...kept, ...slots].map((s) => (
        <MenuItem key={slotValue(s)} value={slotValue(s)}>
          {slotLabel(s)}
        </MenuItem>
      ))}
    </TextField>
  );
};
