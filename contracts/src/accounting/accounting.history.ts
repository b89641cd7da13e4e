import type { DomainEvent } from '../shared/decider.js';
import { evolveCard, type CardEvent, type CardState } from './card.events.js';
import { evolveCharge, type ChargeEvent, type ChargeState } from './charge.events.js';
import { evolveInvoice, type InvoiceState } from './invoice.state.js';
import type { InvoiceEvent } from './invoice.events.js';
import { evolvePayment, type PaymentEvent, type PaymentState } from './payment.events.js';

type Doc = Record<string, unknown>;

interface Model<S> {
  readonly model: string;
  readonly initialState: S;
  readonly evolve: (state: S, event: DomainEvent) => S;
  readonly document: (state: S) => Doc | null;
}

/** A record's document for History: the fold, without the deleted flag; none once deleted. */
const live = <S extends { deleted: boolean } | null>(s: S): Doc | null => {
  if (s === null || s.deleted) return null;
  const { deleted: _d, ...rest } = s;
  return rest;
};

const model = <S>(m: Model<S>) => [m.model, m as unknown as Model<unknown>] as const;

/** The History models of charges, invoices, payments and cards: their own folds (spec 3 §2 History tabs). */
export const ACCOUNTING_HISTORY_MODELS = [
  model<ChargeState>({
    model: 'charge',
    initialState: null,
    evolve: (s, e) => evolveCharge(s, e as ChargeEvent),
    document: live,
  }),
  model<InvoiceState>({
    model: 'invoice',
    initialState: null,
    evolve: (s, e) => evolveInvoice(s, e as InvoiceEvent),
    document: (s) => (s ? { ...s } : null),
  }),
  model<PaymentState>({
    model: 'payment',
    initialState: null,
    evolve: (s, e) => evolvePayment(s, e as PaymentEvent),
    document: live,
  }),
  model<CardState>({
    model: 'card',
    initialState: null,
    evolve: (s, e) => evolveCard(s, e as CardEvent),
    document: live,
  }),
] as const;
