import {
  CARD_CATEGORY,
  CARD_EXPIRY,
  CARD_MESSAGES,
  conflict,
  evolveCard,
  MASKED_CARD_NUMBER,
  notFound,
  validationError,
  type CardBody,
  type CardEvent,
  type CardState,
  type Decider,
  type DomainError,
  type FieldError,
} from '@console/contracts';

export type CardCommand =
  | {
      readonly type: 'SaveCard';
      readonly id: number;
      readonly body: CardBody;
      readonly partnerId: number;
      readonly countryId: number;
    }
  | { readonly type: 'UpdateCard'; readonly body: CardBody }
  | { readonly type: 'DeleteCard' };

const cardErrors = (b: CardBody, mode: 'create' | 'edit'): FieldError[] => {
  const errors: FieldError[] = [];
  if (mode === 'create' && b.userId === undefined) errors.push({ path: 'userId', message: CARD_MESSAGES.userRequired });
  if (mode === 'create' && (b.cardNumber === undefined || !MASKED_CARD_NUMBER.test(b.cardNumber)))
    errors.push({ path: 'cardNumber', message: CARD_MESSAGES.cardNumberMasked });
  if (b.expiryDate != null && !CARD_EXPIRY.test(b.expiryDate))
    errors.push({ path: 'expiryDate', message: CARD_MESSAGES.expiry });
  return errors;
};

const live = (s: CardState): s is NonNullable<CardState> => s !== null && !s.deleted;

const decide = (c: CardCommand, s: CardState, now: Date): readonly CardEvent[] | DomainError => {
  if (c.type === 'SaveCard') {
    if (s) return conflict(`Card ${s.id} already exists`);
    const errors = cardErrors(c.body, 'create');
    if (errors.length > 0) return validationError(errors);
    const b = c.body;
    const saved: CardEvent = {
      type: 'CardSaved',
      data: {
        id: c.id,
        userId: b.userId!,
        partnerId: c.partnerId,
        countryId: c.countryId,
        mode: b.mode ?? null,
        cardHolderName: b.cardHolderName ?? null,
        cardNumber: b.cardNumber!,
        tokenName: b.tokenName ?? null,
        expiryDate: b.expiryDate ?? null,
        status: b.status ?? 'active',
        createdAt: now.toISOString(),
        data: b.data ?? null,
      },
    };
    return b.default === true && saved.data.status === 'active'
      ? [saved, { type: 'CardMadeDefault', data: { id: c.id, userId: b.userId! } }]
      : [saved];
  }
  if (!live(s)) return notFound(CARD_MESSAGES.notFound);
  switch (c.type) {
    case 'UpdateCard': {
      const errors = cardErrors(c.body, 'edit');
      if (errors.length > 0) return validationError(errors);
      const events: CardEvent[] = [];
      const changes: Record<string, unknown> = {};
      for (const k of ['status', 'cardHolderName', 'expiryDate'] as const) {
        if (c.body[k] !== undefined && c.body[k] !== s[k]) changes[k] = c.body[k];
      }
      if (Object.keys(changes).length > 0) events.push({ type: 'CardUpdated', data: { id: s.id, changes } });
      if (c.body.default === true) {
        // Spec 2 §4: a card that is not inactive can be made the default (the read model unsets the others).
        if ((c.body.status ?? s.status) === 'inactive') return conflict(CARD_MESSAGES.inactiveNotDefault);
        events.push({ type: 'CardMadeDefault', data: { id: s.id, userId: s.userId } });
      }
      return events;
    }
    case 'DeleteCard':
      return [{ type: 'CardDeleted', data: { id: s.id, userId: s.userId } }];
  }
};

/** Stream `card-<id>`: a saved card (masked number, never the full one) and its default flag. */
export const cardDecider: Decider<CardCommand, CardEvent, CardState> = {
  category: CARD_CATEGORY,
  initialState: null,
  evolve: evolveCard,
  decide,
};
