import * as t from 'io-ts';
import { AccountingId, Instant, ShortText, nullable } from './accounting.codecs.js';
import { CardStatus } from './card.enums.js';

/** Stream `card-<id>`. */
export const CARD_CATEGORY = 'card';

export const CARD_MESSAGES = Object.freeze({
  userRequired: 'User is required',
  cardNumberMasked: 'Card number must be masked: at most the first 6 and the last 4 digits, the rest as *',
  expiry: 'Expiry must be MMYY',
  /** Spec 2 §4 Cards: a card that is not default and not inactive can be made the default. */
  inactiveNotDefault: 'An inactive card cannot be made the default',
  alreadyDefault: 'The card is already the default',
  notFound: 'No record found for id',
});

/** A saved card never holds a full card number (PCI DSS): the first 6 and last 4 digits at most. */
export const MASKED_CARD_NUMBER = /^\d{0,6}[*xX•]{2,}\d{4}$/;
export const CARD_EXPIRY = /^(0[1-9]|1[0-2])\d{2}$/;

/** Spec 2 §4: the stored 4-character expiry shown MM/YY. */
export const cardExpiryDisplay = (expiry: string | null): string =>
  expiry && expiry.length === 4 ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : '';

/** The most keys, and characters as JSON, a card's provider response keeps. */
export const CARD_DATA_MAX_KEYS = 100;
export const CARD_DATA_MAX_JSON = 10_000;

/**
 * The card provider's response when the card was saved (spec 2 §4 Cards show: 'a table of the provider's response
 * data'): an object of the provider's fields, bounded so no response can carry megabytes into an event.
 */
export const CardProviderData = new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
  'CardProviderData',
  (u): u is Record<string, unknown> => t.UnknownRecord.is(u),
  (u, c) => {
    if (!t.UnknownRecord.is(u) || Array.isArray(u)) return t.failure(u, c, 'must be an object');
    if (Object.keys(u).length > CARD_DATA_MAX_KEYS)
      return t.failure(u, c, `must have at most ${CARD_DATA_MAX_KEYS} fields`);
    if (JSON.stringify(u).length > CARD_DATA_MAX_JSON)
      return t.failure(u, c, `must be at most ${CARD_DATA_MAX_JSON} characters as JSON`);
    return t.success(u);
  },
  t.identity,
);

/** Spec 2 §4: the provider's response shown as field and value; object values (and arrays) are not displayed. */
export const cardProviderDataRows = (
  data: Record<string, unknown> | null | undefined,
): { readonly field: string; readonly value: string }[] =>
  Object.entries(data ?? {}).flatMap(([field, v]) => {
    if (typeof v === 'string') return [{ field, value: v }];
    if (typeof v === 'number' || typeof v === 'boolean') return [{ field, value: String(v) }];
    return v === null || v === undefined ? [{ field, value: '' }] : [];
  });

export const CardBody = t.exact(
  t.partial({
    userId: AccountingId,
    mode: ShortText,
    cardHolderName: nullable(ShortText),
    cardNumber: ShortText,
    tokenName: ShortText,
    expiryDate: nullable(ShortText),
    status: CardStatus.codec,
    default: t.boolean,
    data: nullable(CardProviderData),
  }),
);
export type CardBody = t.TypeOf<typeof CardBody>;

export const CardSaved = t.intersection([
  t.type({
    id: AccountingId,
    userId: AccountingId,
    partnerId: AccountingId,
    countryId: AccountingId,
    mode: nullable(t.string),
    cardHolderName: nullable(t.string),
    cardNumber: t.string,
    tokenName: nullable(t.string),
    expiryDate: nullable(t.string),
    status: CardStatus.codec,
    createdAt: Instant,
  }),
  // Cards saved before the provider's response was kept have none.
  t.partial({ data: nullable(t.UnknownRecord) }),
]);
export type CardSaved = t.TypeOf<typeof CardSaved>;

/** The card became its customer's default; the customer's other cards stop being default. */
export const CardMadeDefault = t.type({ id: AccountingId, userId: AccountingId });
export const CardUpdated = t.type({
  id: AccountingId,
  changes: t.partial({ status: CardStatus.codec, cardHolderName: nullable(t.string), expiryDate: nullable(t.string) }),
});
export const CardDeleted = t.type({ id: AccountingId, userId: AccountingId });

export type CardEvent =
  | { readonly type: 'CardSaved'; readonly data: CardSaved }
  | { readonly type: 'CardMadeDefault'; readonly data: t.TypeOf<typeof CardMadeDefault> }
  | { readonly type: 'CardUpdated'; readonly data: t.TypeOf<typeof CardUpdated> }
  | { readonly type: 'CardDeleted'; readonly data: t.TypeOf<typeof CardDeleted> };

export const CARD_EVENT_CODECS = Object.freeze({ CardSaved, CardMadeDefault, CardUpdated, CardDeleted });
export const CARD_EVENT_TYPES = Object.freeze(Object.keys(CARD_EVENT_CODECS)) as readonly CardEvent['type'][];

/** `default` is what the card's own stream says; another card made default later is the read model's to apply. */
export type CardState = (CardSaved & { readonly default: boolean; readonly deleted: boolean }) | null;

export const evolveCard = (s: CardState, e: CardEvent): CardState => {
  switch (e.type) {
    case 'CardSaved':
      return { ...e.data, default: false, deleted: false };
    case 'CardMadeDefault':
      return s && { ...s, default: true };
    case 'CardUpdated':
      return s && { ...s, ...e.data.changes };
    case 'CardDeleted':
      return s && { ...s, deleted: true };
  }
};

/** Spec 2 §4: the Set Default button is offered for a card that is not default and not inactive. */
export const cardCanBeMadeDefault = (c: { readonly default: boolean; readonly status: CardStatus }): boolean =>
  !c.default && c.status !== 'inactive';
