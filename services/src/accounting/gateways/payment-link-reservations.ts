import { AttemptReservations } from './attempt-reservations.js';

/**
 * One attempt per payment link (issue 30 §8): the link's signature names a reservation stream (through the
 * attempt-key reservations, `paymentattempt-<hash of "link:" + sig>`) holding the payment of its attempt, so a
 * customer who opens the link again, in another tab or ten times at once, comes back to the same pending payment;
 * a declined attempt gives the link to a new one.
 */
export const paymentLinkKey = (sig: string): string => `payment-link:${sig}`;

export { AttemptReservations as PaymentLinkReservations };
