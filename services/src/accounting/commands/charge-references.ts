import {
  CHARGE_MESSAGES,
  currencyOfCountry,
  isCountryId,
  noRecordMessage,
  validationError,
  type FieldError,
} from '@console/contracts';
import { DomainException } from '../../core/domain.exception.js';
import type { AccountingStreams, CustomerFacts } from '../accounting-streams.js';

/** The references of a charge as it would stand after the call. */
export interface ChargeReferencesInput {
  readonly countryId?: number | null;
  readonly currency?: string | null;
  readonly orderId?: number | null;
  readonly requestId?: number | null;
  readonly storageId?: number | null;
  readonly serviceId?: number | null;
}

type Reference = 'orderId' | 'requestId' | 'storageId' | 'serviceId';

/**
 * Issue 30 §5: a charge's order, request and storage exist and are its customer's, its service exists, and its
 * country and currency are the customer's. Each is read from its record's own stream (ARCHITECTURE §1); all are
 * judged before the charge's first append, and every error is answered at once (400, nothing written).
 */
export class ChargeReferences {
  constructor(private readonly streams: AccountingStreams) {}

  /** `check`: the references to judge (those a call gives or changes; all of them when the customer changes). */
  async refuse(
    userId: number,
    customer: CustomerFacts,
    c: ChargeReferencesInput,
    check: ReadonlySet<Reference | 'country'>,
  ): Promise<void> {
    const errors: FieldError[] = [];
    if (check.has('country') && c.countryId != null && isCountryId(c.countryId)) {
      if (c.countryId !== customer.countryId)
        errors.push({ path: 'countryId', message: CHARGE_MESSAGES.countryOfUser });
      else if (c.currency != null && c.currency !== currencyOfCountry(c.countryId))
        errors.push({ path: 'currency', message: CHARGE_MESSAGES.currencyOfCountry });
    }
    const owned = async (
      path: Reference,
      id: number | null | undefined,
      what: string,
      owner: (id: number) => Promise<number | null | undefined>,
      another: string,
    ) => {
      if (id == null || !check.has(path)) return;
      const userOf = await owner(id);
      if (userOf === undefined) errors.push({ path, message: noRecordMessage(what, id) });
      else if (userOf !== userId) errors.push({ path, message: another });
    };
    await owned(
      'orderId',
      c.orderId,
      'order',
      (id) => this.streams.orderUserId(id),
      CHARGE_MESSAGES.orderOfAnotherUser,
    );
    await owned(
      'requestId',
      c.requestId,
      'request',
      (id) => this.streams.requestUserId(id),
      CHARGE_MESSAGES.requestOfAnotherUser,
    );
    await owned(
      'storageId',
      c.storageId,
      'storage',
      (id) => this.streams.storageUserId(id),
      CHARGE_MESSAGES.storageOfAnotherUser,
    );
    if (c.serviceId != null && check.has('serviceId') && !(await this.streams.serviceTypeExists(c.serviceId)))
      errors.push({ path: 'serviceId', message: noRecordMessage('service', c.serviceId) });
    if (errors.length > 0) throw new DomainException(validationError(errors));
  }
}
