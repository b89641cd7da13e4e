import * as t from 'io-ts';
import { AccountingId } from './accounting.codecs.js';
import { ChargeFields, ChargeRecordCodec, type ChargeRecord } from './charge.record.js';
import { nullable } from './accounting.codecs.js';

/** Stream `charge-<id>` (ARCHITECTURE §3). */
export const CHARGE_CATEGORY = 'charge';

/**
 * The record; `invoiceDate` when it is created on an invoice (a billing run's charges), so one event makes it held
 * (events written before it exists have none: their invoice's date followed as a ChargeUpdated).
 */
export const ChargeCreated = t.intersection([ChargeRecordCodec, t.partial({ invoiceDate: nullable(t.string) })]);
export type ChargeCreated = t.TypeOf<typeof ChargeCreated>;

/**
 * Only what changed. `invoiceId` changes when an invoice takes the charge (its issue or edit) or lets it go
 * (the invoice's edit or cancellation); `invoiceDate` rides with it so the charge's edit window (spec 3 §2) is
 * decided from the charge's own stream.
 */
export const ChargeUpdated = t.type({
  id: AccountingId,
  changes: t.intersection([
    ChargeFields,
    t.partial({ invoiceId: nullable(AccountingId), invoiceDate: nullable(t.string) }),
  ]),
});
export type ChargeUpdated = t.TypeOf<typeof ChargeUpdated>;

export const ChargeDeleted = t.type({ id: AccountingId });
export type ChargeDeleted = t.TypeOf<typeof ChargeDeleted>;

export type ChargeEvent =
  | { readonly type: 'ChargeCreated'; readonly data: ChargeCreated }
  | { readonly type: 'ChargeUpdated'; readonly data: ChargeUpdated }
  | { readonly type: 'ChargeDeleted'; readonly data: ChargeDeleted };

export const CHARGE_EVENT_CODECS = Object.freeze({ ChargeCreated, ChargeUpdated, ChargeDeleted });
export const CHARGE_EVENT_TYPES = Object.freeze(Object.keys(CHARGE_EVENT_CODECS)) as readonly ChargeEvent['type'][];

/** The charge as its stream leaves it, with the date of the invoice that holds it; null before creation and after deletion. */
export type ChargeState = (ChargeRecord & { readonly invoiceDate: string | null; readonly deleted: boolean }) | null;

export const evolveCharge = (s: ChargeState, e: ChargeEvent): ChargeState => {
  switch (e.type) {
    case 'ChargeCreated':
      return { ...e.data, invoiceDate: e.data.invoiceDate ?? null, deleted: false };
    case 'ChargeUpdated':
      return s && { ...s, ...e.data.changes };
    case 'ChargeDeleted':
      return s && { ...s, deleted: true };
  }
};
