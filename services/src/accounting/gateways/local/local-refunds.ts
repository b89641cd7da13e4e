/** One refund a local gateway made: its key, the charge it returned money of, how much (1/10000 units), its id. */
export interface LocalRefund {
  readonly key: string;
  readonly charge: string;
  readonly amount: number;
  readonly id: string;
}

export type RefundDecision =
  | { readonly kind: 'refunded'; readonly refund: LocalRefund; readonly repeated: boolean }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * What a local gateway took and gave back, per charge (its merchant reference) and per refund key: a refund above
 * what is left of its charge is refused; the same key twice answers the refund made, so money goes back once per
 * key, and the tests prove it from the gateway's side. Amounts in the console's 1/10000 units.
 */
export class RefundBook {
  private readonly charges = new Map<string, { readonly captured: number; refunded: number }>();
  private readonly byKey = new Map<string, LocalRefund>();

  captured(charge: string, amount: number): void {
    this.charges.set(charge, { captured: amount, refunded: 0 });
  }

  refund(charge: string, key: string, amount: number, id: () => string): RefundDecision {
    const before = this.byKey.get(key);
    if (before) return { kind: 'refunded', refund: before, repeated: true };
    const c = this.charges.get(charge);
    if (!c) return { kind: 'refused', message: 'Charge not found or not captured' };
    if (!Number.isInteger(amount) || amount <= 0) return { kind: 'refused', message: 'Invalid refund amount' };
    if (amount > c.captured - c.refunded)
      return { kind: 'refused', message: 'Refund amount exceeds the amount left of the charge' };
    c.refunded += amount;
    const refund = { key, charge, amount, id: id() };
    this.byKey.set(key, refund);
    return { kind: 'refunded', refund, repeated: false };
  }

  /** The refund made under a key, if any. */
  byRefundKey(key: string): LocalRefund | undefined {
    return this.byKey.get(key);
  }

  /** Refunds made under the key (0 or 1); every key's when none is named. */
  refunds(key?: string): number {
    return key === undefined ? this.byKey.size : this.byKey.has(key) ? 1 : 0;
  }

  /** Money given back of a charge (1/10000 units); of every charge when none is named. */
  refunded(charge?: string): number {
    if (charge !== undefined) return this.charges.get(charge)?.refunded ?? 0;
    let n = 0;
    for (const c of this.charges.values()) n += c.refunded;
    return n;
  }
}

/** What the tests read of a local gateway's refunds. */
export interface LocalRefundBooks {
  /** Refunds made under the key (never more than one); every key's when none is named. */
  refunds(key?: string): number;
  /** Money returned of a charge, by its attempt (1/10000 units); of every charge when none is named. */
  refunded(attemptId?: string): number;
}
