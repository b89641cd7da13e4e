import {
  money,
  monthlyRent,
  openStorageRecord,
  type Money,
  type OrderState,
  type StorageBillingBasis,
  type StorageDocument,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import type { Infrastructure } from '../../core/infrastructure.js';
import { readUser } from '../../customers/customers.facts.js';
import { listedStorageIds, readStoragesWithOwners } from '../../operations/operations.facts.js';
import { readOrder, readOrders } from '../../sales/sales.facts.js';
import { AccountingStreams, customerFactsOf, type CustomerFacts } from '../accounting-streams.js';
import { isPostpaid } from './postpaid.js';

export interface BillingCustomer extends CustomerFacts {
  readonly userId: number;
  /** An SME customer's agreed rate per CBM per month. */
  readonly storageRate: Money | null;
  /** The customer's postpaid invoicing, or its partner's (spec 3 §2 partner toggle). */
  readonly postpaid: boolean;
}

type OrderBasis = StorageBillingBasis['order'];

const day = (instant: string | null | undefined): string | null => (instant ? instant.slice(0, 10) : null);

/**
 * What billing decides from, read from the streams (ARCHITECTURE §1): the customer's, its partner's, each storage's
 * and its order's; the customer's storage ids from its `customerstorages` stream (which may name a storage that
 * is not, or no longer, the customer's: each is kept only when its own stream says it is).
 */
export class BillingFacts {
  readonly streams: AccountingStreams;
  private readonly orders = new Map<number, Promise<OrderBasis>>();

  /** `store`: where the facts are read (the billing handler's, whose reads of concurrent customers go together). */
  constructor(
    infra: Infrastructure,
    private readonly store: EventStore = infra.store,
  ) {
    this.streams = new AccountingStreams(store);
  }

  async customer(userId: number): Promise<BillingCustomer> {
    const state = await readUser(this.store, userId);
    const facts = customerFactsOf(userId, state);
    const profile = state!.profile;
    return {
      ...facts,
      userId,
      storageRate: profile.type === 'sme' && profile.storageRate !== null ? money(profile.storageRate) : null,
      postpaid: await isPostpaid(this.store, profile),
    };
  }

  /** The customer's listed storages (its own stream, never the lagging read model); storages() keeps its own. */
  storageIdsOf(userId: number): Promise<number[]> {
    return listedStorageIds(this.store, userId);
  }

  /**
   * The billing bases of several storages, their streams and then their orders' each read in one query (a
   * customer's storages: two round trips instead of one per storage and order); null for one not the customer's, cancelled or never stored.
   */
  async storages(
    ids: readonly number[],
    customer: BillingCustomer,
  ): Promise<{ bases: (StorageBillingBasis | null)[]; formerOwners: Map<number, number[]> }> {
    const storages = await readStoragesWithOwners(this.store, ids);
    const formerOwners = new Map<number, number[]>();
    const states = ids.map((id) => {
      const { state, owners } = storages.get(id) ?? { state: null, owners: [] };
      const former = owners.filter((u) => u !== customer.userId);
      if (state?.userId === customer.userId && former.length > 0) formerOwners.set(id, former);
      return state;
    });
    const billed = states.filter(
      (s): s is StorageDocument => s !== null && s.userId === customer.userId && s.status !== 'cancelled',
    );
    const orderIds = [
      ...new Set(billed.flatMap((s) => (s.orderId === null || this.orders.has(s.orderId) ? [] : [s.orderId]))),
    ];
    if (orderIds.length > 0) {
      const orders = await readOrders(this.store, orderIds);
      for (const id of orderIds) {
        this.orders.set(id, Promise.resolve(orderBasisOf(orders.get(id) ?? null, customer.countryId)));
      }
    }
    const bases = await Promise.all(
      states.map(async (s) =>
        s && billed.includes(s)
          ? basisOf(s, customer, s.orderId === null ? null : await this.order(s.orderId, customer.countryId))
          : null,
      ),
    );
    return { bases, formerOwners };
  }

  /** The order's monthly customer rent and its size, read once per order. */
  private order(orderId: number, countryId: number): Promise<OrderBasis> {
    let p = this.orders.get(orderId);
    if (!p) {
      p = readOrder(this.store, orderId).then((order) => orderBasisOf(order, countryId));
      this.orders.set(orderId, p);
    }
    return p;
  }
}

/** The order's monthly customer rent (its own, else from its size and rate) and its size. */
const orderBasisOf = (o: OrderState, countryId: number): OrderBasis => {
  if (!o) return null;
  const size = o.currentSize ?? o.actualSize ?? o.size ?? 0;
  const rent =
    o.customerRent !== null
      ? money(o.customerRent)
      : monthlyRent(o.countryId ?? countryId, size, o.rate !== null ? money(o.rate) : undefined);
  return { rent, size };
};

/** The first day stored (its from, else its first check-in) and the last (its to, else its check-out once out). */
export const basisOf = (s: StorageDocument, customer: BillingCustomer, order: OrderBasis): StorageBillingBasis => {
  const first = s.records[0];
  const last = s.records[s.records.length - 1];
  const start = s.from ?? day(first?.from);
  const end = s.to ?? (last && !openStorageRecord(s) ? day(last.to) : null);
  return {
    storageId: s.id,
    orderId: s.orderId,
    countryId: s.countryId ?? customer.countryId,
    size: s.size ?? s.sizeEntered ?? 0,
    start,
    end,
    storageRate: customer.storageRate,
    order,
  };
};
