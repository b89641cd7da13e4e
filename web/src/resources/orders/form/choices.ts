import {
  AllowedTime,
  BuildingType,
  LeadChannel,
  OrderType,
  Persona,
  SlotPlacement,
  TIME_SLOTS,
  TimeSlot,
  WarehouseType,
} from '@console/contracts';
import type { Choice } from '../../../framework/types';
import { enumLabel, valueChoices } from '../../../app/i18n/enumText';
import { t } from '../../../app/i18n/messages';

/**
 * The choices of the lead and order forms (spec 2 §3, §5, §9). Functions, not constants: their words are read in
 * the console's language when the form is built (the language may change while the console is open).
 */

export const orderTypeChoices = (): Choice[] => valueChoices(OrderType.values);
export const channelChoices = (): Choice[] => valueChoices(LeadChannel.values);
export const personaChoices = (): Choice[] => valueChoices(Persona.values);
export const buildingTypeChoices = (): Choice[] => valueChoices(BuildingType.values);
export const slotPlacementChoices = (): Choice[] => valueChoices(SlotPlacement.values);
/** The stored value keeps the spec's spelling ('Unlimitted'); the catalogue's word is corrected. */
export const allowedTimeChoices = (): Choice[] => valueChoices(AllowedTime.values);

/** A checklist answer: unanswered, yes or no (false is an answer, spec 2 §5). */
export const yesNoChoices = (): Choice[] => [
  { id: 'yes', name: t('orders.yes') },
  { id: 'no', name: t('orders.no') },
];
export const fromYesNo = (v: unknown): boolean | null => (v === 'yes' ? true : v === 'no' ? false : null);
export const toYesNo = (v: boolean | null | undefined): string => (v === true ? 'yes' : v === false ? 'no' : '');
export const yesNo = (v: boolean | null | undefined): string | null =>
  v === true ? t('orders.yes') : v === false ? t('orders.no') : null;

/** Pickup or drop off (spec 2 §3: pickupRequired true = pickup, false = drop off). */
export const pickupChoices = (): Choice[] => [
  { id: 'yes', name: t('orders.pickup') },
  { id: 'no', name: t('orders.dropOff') },
];

/** Spec 2 §9: AC / Non AC, labelled just AC in country 2. */
export const warehouseTypeChoices = (countryId: number | null): Choice[] =>
  WarehouseType.values
    .filter((v) => countryId !== 2 || v === 'ac')
    .map((v) => ({ id: v, name: enumLabel('WarehouseType', v) }));

/** Spec 2 §5: 9 am - 1 pm (9 to 13) and 1 pm - 6 pm (13 to 18); choosing the start sets the end. */
const SLOTS = TimeSlot.values.map((id) => ({ id, from: TIME_SLOTS[id].from, to: TIME_SLOTS[id].to }));
export const timeSlotChoices = (): Choice[] =>
  SLOTS.map((s) => ({ id: String(s.from), name: enumLabel('TimeSlot', s.id) }));
export const slotEnd = (from: unknown): number | null => SLOTS.find((s) => String(s.from) === String(from))?.to ?? null;
export const timeSlotLabel = (from: number | null, to: number | null): string | null => {
  if (from === null) return null;
  const slot = SLOTS.find((s) => s.from === from && s.to === to);
  return slot ? enumLabel('TimeSlot', slot.id) : `${from}:00 - ${to ?? ''}:00`;
};

/** Spec 2 §5: survey times are hourly from 9 to 18. */
export const SURVEY_TIME_CHOICES: readonly Choice[] = Array.from({ length: 10 }, (_v, i) => ({
  id: String(9 + i),
  name: `${9 + i}:00`,
}));
