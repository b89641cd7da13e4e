import { fieldText } from './gateway-http.js';
import {
  GATEWAY_MESSAGES,
  invoiceAutoChargeable,
  invoiceOpenBalance,
  invoicePayable,
  notFound,
  providerOfCountry,
  validateGatewayAmount,
  validationError,
  type CaptureBody,
  type CardState,
  type Currency,
  type DomainError,
  type GatewayProvider,
  type InvoiceState,
  type PaymentState,
} from '@console/contracts';
import type { Actor } from '../../core/command-context.js';

/**
 * The card gateway steps' decisions (spec 3 §7 card capture, §9 payment links), pure: the handlers read the facts
 * from the streams, ask here, then call the gateway or record the payment; what the gateway answers is decided by
 * the payment's own decider (SettleGatewayAttempt).
 */

export type LivePayment = NonNullable<PaymentState>;

/** The customer as a gateway needs it, from the customer's stream. */
export interface GatewayCustomer {
  readonly partnerId: number;
  readonly countryId: number;
  readonly currency: Currency;
  readonly email: string;
  readonly name: string;
  readonly tapCustomerId: string | null;
}

/** The card a capture would charge: the one named, else the customer's default active one (undefined: none). */
export interface CardCandidate {
  readonly id: number;
  readonly state: CardState;
}

const refusal = (path: string, message: string): DomainError => validationError([{ path, message }]);

/** A partner's user asking about another partner's record: answered as if it did not exist. */
export const outOfScope = (actor: Actor | null, partnerId: number, id: number): DomainError | undefined =>
  actor?.isPartner === true && partnerId !== actor.partnerId ? notFound(`No record found for id '${id}'`) : undefined;

/** A customer's country is served by one gateway (spec 3 §7: Tap for country 2, PayFort for the others). */
export const providerRefusal = (customer: GatewayCustomer, provider: GatewayProvider): DomainError | undefined =>
  providerOfCountry(customer.countryId) !== provider ? refusal('userId', GATEWAY_MESSAGES.wrongProvider) : undefined;

/** An amount the customer's gateway can take, for a customer that gateway serves (when `provider` is named). */
export const chargeRefusal = (
  customer: GatewayCustomer,
  amount: number,
  provider?: GatewayProvider,
): DomainError | undefined => {
  const wrong = provider === undefined ? undefined : providerRefusal(customer, provider);
  if (wrong) return wrong;
  const errors = validateGatewayAmount(amount, customer.currency);
  return errors.length > 0 ? validationError(errors) : undefined;
};

export interface ChargeableCard {
  readonly id: number;
  /** PayFort token_name, or Tap's saved card id. */
  readonly token: string;
}

/** The card to charge must be the customer's (and active, unless a payment already made with it is being settled). */
export const chargeableCard = (
  card: CardCandidate | undefined,
  userId: number,
  anyStatus: boolean,
): ChargeableCard | DomainError => {
  if (card === undefined) return refusal('cardId', GATEWAY_MESSAGES.noActiveCard);
  const s = card.state;
  if (!s || s.deleted || s.userId !== userId || (!anyStatus && s.status !== 'active') || !s.tokenName)
    return refusal('cardId', GATEWAY_MESSAGES.cardNotCustomers);
  return { id: card.id, token: s.tokenName };
};

/** A new capture, in the order a caller is told: gateway and amount, the invoice paid, the card, Tap's customer. */
export const captureDecision = (
  provider: GatewayProvider,
  body: CaptureBody,
  customer: GatewayCustomer,
  invoice: InvoiceState | undefined,
  card: CardCandidate | undefined,
): ChargeableCard | DomainError => {
  const charge = chargeRefusal(customer, body.amount, provider);
  if (charge) return charge;
  if (body.invoiceId != null) {
    if (!invoice || invoice.userId !== body.userId || !invoicePayable(invoice.status))
      return refusal('invoiceId', GATEWAY_MESSAGES.invoiceNotPayable);
    // Issue 30: the balance less what a capture in flight holds (contracts' invoiceOpenBalance).
    if (body.amount > invoiceOpenBalance(invoice)) return refusal('amount', GATEWAY_MESSAGES.overBalance);
    // Spec 3 §9: the auto-charge condition (unpaid or partial, balance above 0, country 1, an active card) is
    // contracts' invoiceAutoChargeable; the card is checked next, so it is asked here with the card counted.
    if (!invoiceAutoChargeable({ ...invoice, activeCards: 1 }))
      return refusal('invoiceId', GATEWAY_MESSAGES.autoChargeCountry);
  }
  const chosen = chargeableCard(card, body.userId, false);
  if (isRefusal(chosen)) return chosen;
  if (provider === 'tap' && !customer.tapCustomerId) return refusal('userId', GATEWAY_MESSAGES.noTapCustomer);
  return chosen;
};

/** An attempt key's earlier payment is resumed unless it was declined: then this call is the caller's next try. */
export const resumesEarlierAttempt = (earlier: LivePayment): boolean => earlier.status !== 'failed';

/** The same key for another payment (customer, amount or gateway differ) is refused, never charged. */
export const resumeRefusal = (
  earlier: LivePayment,
  provider: GatewayProvider,
  body: CaptureBody,
): DomainError | undefined =>
  earlier.userId !== body.userId || earlier.amount !== body.amount || earlier.mode !== provider
    ? refusal('attemptKey', GATEWAY_MESSAGES.attemptReused)
    : undefined;

/** What reconciling a payment comes to: an answer as it stands, or asking its gateway about the attempt. */
export type ReconcileStep =
  | { readonly step: 'answer'; readonly status: 'complete' | 'pending' }
  | { readonly step: 'settle'; readonly provider: GatewayProvider; readonly cardId: number | undefined };

export const reconcileStep = (p: LivePayment): ReconcileStep | DomainError => {
  if (p.status === 'complete') return { step: 'answer', status: 'complete' };
  if (p.status === 'failed') {
    return refusal(
      'card',
      `${GATEWAY_MESSAGES.declined}: ${fieldText(p.data?.response?.['message'] ?? p.data?.response?.['reason'])}`.replace(
        /: $/,
        '',
      ),
    );
  }
  if (p.mode !== 'tap' && p.mode !== 'payfort') return refusal('id', GATEWAY_MESSAGES.pending);
  const cardId = p.data?.response?.['cardId'];
  // A Tap link's charge is known only by the id Tap returns to the return URL and webhook: those settle it.
  if (typeof cardId !== 'number' && p.mode === 'tap') return { step: 'answer', status: 'pending' };
  return { step: 'settle', provider: p.mode, cardId: typeof cardId === 'number' ? cardId : undefined };
};

/**
 * A return URL or webhook must name a live payment of its own gateway; only a pending one is settled, and only by a
 * known outcome, so a repeated callback changes nothing.
 */
export const callbackDecision = (
  id: number | undefined,
  p: PaymentState | undefined,
  provider: GatewayProvider,
  outcome: 'captured' | 'declined' | 'unknown',
): { readonly id: number; readonly settle: boolean } | DomainError => {
  if (id === undefined || !p || p.deleted || p.mode !== provider)
    return refusal('merchant_reference', GATEWAY_MESSAGES.badLink);
  return { id, settle: p.status === 'pending' && outcome !== 'unknown' };
};

/** A decision that refuses (a DomainError) rather than says what to do. */
export const isRefusal = <T extends object>(x: T | DomainError): x is DomainError => 'kind' in x && 'message' in x;
