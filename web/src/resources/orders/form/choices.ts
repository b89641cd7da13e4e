import {
  AllowedTime,
  BuildingType,
  LeadChannel,
  OrderType,
  Persona,
  SlotPlacement,
  WarehouseType,
} from '@console/contracts';
import type { Choice } from '../../../framework/types';
import { valueChoices } from '../../../app/i18n/enumText';

/** The choices of the lead and order forms (spec 2 §3, §5, §9). */

const plain = (values: readonly string[]): Choice[] => valueChoices(values);

export const ORDER_TYPE_CHOICES = plain(OrderType.values);
export const CHANNEL_CHOICES = plain(LeadChannel.values);
export const PERSONA_CHOICES = plain(Persona.values);
export const BUILDING_TYPE_CHOICES = plain(BuildingType.values);
export const SLOT_PLACEMENT_CHOICES = plain(SlotPlacement.values);
/** The stored value keeps the spec's spelling ('Unlimitted'); the catalogue's word is corrected. */
export const ALLOWED_TIME_CHOICES: Choice[] = plain(AllowedTime.values);

/** A checklist answer: unanswered, yes or no (false is an answer, spec 2 §5). */
export const YES_NO_CHOICES: Choice[] = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
];
export const fromYesNo = (v: unknown): boolean | null => (v === 'yes' ? true : v === 'no' ? false : null);
export const toYesNo = (v: boolean | null | undefined): string => (v === true ? 'yes' : v === false ? 'no' : '');
export const yesNo = (v: boolean | null | undefined): string | null => (v === true ? 'Yes' : v === false ? 'No' : null);

/** Pickup or drop off (spec 2 §3: pickupRequired true = pickup, false = drop off). */
export const PICKUP_CHOICES: Choice[] = [
  { id: 'yes', name: 'Pickup' },
  { id: 'no', name: 'Drop off' },
];

/** Spec 2 §9: AC / Non AC, labelled just AC in country 2. */
export const warehouseTypeChoices = (countryId: number | null): Choice[] =>
  WarehouseType.values
    .filter((v) => countryId !== 2 || v === 'ac')
    .map((v) => ({ id: v, name: v === 'ac' ? 'AC' : 'Non AC' }));

/** Spec 2 §5: 9 am - 1 pm (9 to 13) and 1 pm - 6 pm (13 to 18); choosing the start sets the end. */
export const TIME_SLOTS = [
  { from: 9, to: 13, label: '9 am - 1 pm' },
  { from: 13, to: 18, label: '1 pm - 6 pm' },
] as const;
export const TIME_SLOT_CHOICES: Choice[] = TIME_SLOTS.map((s) => ({ id: String(s.from), name: s.label }));
export const slotEnd = (from: unknown): number | null =>
  TIME_SLOTS.find((s) => String(s.from) === String(from))?.to ?? null;
export const timeSlotLabel = (from: number | null, to: number | null): string | null =>
  from === null
    ? null
    : (TIME_SLOTS.find((s) => s.from === from && s.to === to)?.label ?? `${from}:00 - ${to ?? ''}:00`);

/** Spec 2 §5: survey times are hourly from 9 to 18. */
export const SURVEY_TIME_CHOICES: Choice[] = Array.from({ length: 10 }, (_v, i) => ({
  id: String(9 + i),
  name: `${9 + i}:00`,
}));
