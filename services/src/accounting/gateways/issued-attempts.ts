import { isGatewayProvider } from '@console/contracts';
import type { AccountingStreams } from '../accounting-streams.js';
import { attemptIdOfPayment, paymentIdOfAttempt } from './card-gateway.port.js';
import type { IssuedAttempts } from './local/local-keys.js';

/**
 * The app's records as the local payment pages ask them (issue 30, Deliver 9): an attempt is one the app issued
 * when it is a pending card payment's own attempt, for exactly its amount and currency. Read from the payment's
 * stream, never a read model, so a payment recorded a moment ago is known.
 */
export const issuedAttemptsOf =
  (streams: AccountingStreams): IssuedAttempts =>
  async (attemptId, amount, currency) => {
    const id = paymentIdOfAttempt(attemptId);
    if (id === undefined) return false;
    const p = await streams.payment(id);
    return (
      p !== null &&
      !p.deleted &&
      p.status === 'pending' &&
      isGatewayProvider(p.mode) &&
      attemptIdOfPayment(p) === attemptId &&
      p.amount === amount &&
      p.currency === currency
    );
  };
