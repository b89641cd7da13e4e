import type { Currency } from '../money/currency.js';
import type { Money } from '../money/money.js';
import type { CardStatus } from './card.enums.js';
import type { ChargeType } from './charge.enums.js';
import type { ChargeMetadata } from './charge.record.js';
import type { InvoiceStatus, InvoiceType } from './invoice.enums.js';
import type { Eci, PaymentMethod, PaymentStatus, PaymentType } from './payment.enums.js';

/** The names a row copies from the records it points to (followed on rename by the projection). */
interface Names {
  readonly userName: string | null;
  readonly partnerName: string | null;
  readonly countryName: string | null;
}

/** A row of /api/v1/charges/list and /api/charges (spec 3 §3); `signedAmount` is negative for credits and discounts. */
export interface ChargeRow extends Names {
  readonly id: number;
  readonly type: ChargeType;
  readonly amount: Money;
  readonly signedAmount: Money;
  readonly currency: Currency;
  readonly description: string | null;
  readonly notes: string | null;
  readonly year: number;
  readonly month: number;
  readonly startDate: number;
  readonly endDate: number;
  readonly userId: number;
  readonly partnerId: number;
  readonly countryId: number;
  readonly orderId: number | null;
  readonly invoiceId: number | null;
  readonly invoiceDate: string | null;
  readonly requestId: number | null;
  readonly serviceId: number | null;
  readonly storageId: number | null;
  readonly metadata: ChargeMetadata | null;
  /** The version of the charge's stream after its latest event: History's number of its latest revision. */
  readonly revision: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** When it was deleted: only the charge's own page reads a deleted charge (no list shows it), its History kept. */
  readonly deletedAt: string | null;
}

export interface InvoiceRow extends Names {
  readonly id: number;
  readonly invoiceNumber: string;
  readonly type: InvoiceType;
  readonly status: InvoiceStatus;
  readonly date: string;
  readonly dueDate: string;
  readonly amount: Money;
  readonly amountBeforeTax: Money;
  readonly taxAmount: Money;
  readonly amountPaid: Money;
  readonly balance: Money;
  readonly currency: Currency;
  readonly userId: number;
  readonly partnerId: number;
  readonly countryId: number;
  readonly orderId: number | null;
  readonly paidAt: string | null;
  readonly paymentIds: number[];
  readonly chargeIds: number[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface PaymentRow extends Names {
  readonly id: number;
  readonly type: PaymentType;
  readonly mode: PaymentMethod;
  readonly status: PaymentStatus;
  readonly amount: Money;
  readonly currency: Currency;
  readonly paidAt: string | null;
  readonly userId: number;
  readonly creatorId: number | null;
  readonly partnerId: number;
  readonly countryId: number;
  readonly invoiceIds: number[];
  readonly eci: Eci | null;
  readonly notes: string | null;
  readonly reference: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Issue 30: the payment's money, from its stream (payment.figures.ts). */
  readonly allocated: Money;
  readonly unallocated: Money;
  readonly refunded: Money;
  readonly refundPending: Money;
}

export interface CardRow extends Names {
  readonly id: number;
  readonly userId: number;
  readonly partnerId: number;
  readonly countryId: number;
  readonly mode: string | null;
  readonly cardHolderName: string | null;
  readonly cardNumber: string;
  readonly tokenName: string | null;
  readonly expiryDate: string | null;
  readonly status: CardStatus;
  readonly default: boolean;
  /** The provider's response when the card was saved (spec 2 §4); null for cards saved without one. */
  readonly data: Record<string, unknown> | null;
  readonly createdAt: string;
}
