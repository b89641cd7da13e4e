import crypto from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  billingPeriodOf,
  CUSTOMER_STORAGES_CATEGORY,
  MONTHLY_BILLING_CATEGORY,
  MONTHLY_BILLING_EVENT_CODECS,
  streamIdOf,
  type MonthlyBillingState,
} from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { BillCustomerCommand, type BillCustomerResult } from './billing-commands.js';
import { monthlyBillingDecider } from './monthly-billing.decider.js';

export interface MonthlyBillingOptions {
  /** Customers per checkpoint: a restart repeats at most this many (each billing nothing the second time). */
  readonly batchSize?: number;
  /** Customers billed at once (their work waits on commits, not on the CPU). */
  readonly concurrency?: number;
  /** Stops the run between customers (a shutdown; the tests' kill). */
  readonly signal?: AbortSignal;
  /** Called after each checkpoint. */
  readonly onCheckpoint?: (s: MonthlyBillingState) => void;
}

export interface MonthlyBillingOutcome {
  readonly period: string;
  readonly completed: boolean;
  readonly customers: number;
  readonly months: number;
}

const DEFAULT_BATCH = 200;
const DEFAULT_CONCURRENCY = 8;
/** Customers' storage streams listed at once. */
const LIST_PAGE = 10_000;

/**
 * The monthly billing of every customer (issue 15 §4): a process manager whose checkpoint is its own stream
 * `billingrun-<YYYYMM>`. It takes the customers with storages in id order after the checkpoint, bills each through
 * BillCustomerCommand (whose billing stream makes each storage month billed once, whatever repeats), and records the
 * last customer of every batch. Killed at any point, it resumes after the last checkpoint: the customers of the
 * unfinished batch are billed again and bill nothing, an open run is completed. The events it makes carry the run's
 * correlationId (that of its start) and, as causationId, the checkpoint event they follow.
 */
@Injectable()
export class MonthlyBillingRun {
  private readonly repo: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.repo = new AggregateRepository(infra.store);
  }

  async run(day: string, options: MonthlyBillingOptions = {}): Promise<MonthlyBillingOutcome> {
    const { period, streamId, till } = billingPeriodOf(day);
    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    const start: CommandContext = { actor: null, correlationId: crypto.randomUUID(), causationId: null };
    await this.repo.run({
      decider: monthlyBillingDecider,
      codecs: MONTHLY_BILLING_EVENT_CODECS,
      id: streamId,
      command: { type: 'StartMonthlyBilling', period, till },
      ctx: start,
    });
    let customers: number[] | undefined;
    for (;;) {
      const { state, ctx } = await this.checkpoint(streamId);
      if (state.completed || options.signal?.aborted)
        return { period, completed: state.completed, customers: state.customers, months: state.months };
      customers ??= await this.customersWithStorages();
      const after = state.lastUserId;
      const batch = customers.filter((u) => u > after).slice(0, batchSize);
      if (batch.length === 0) {
        await this.repo.run({
          decider: monthlyBillingDecider,
          codecs: MONTHLY_BILLING_EVENT_CODECS,
          id: streamId,
          command: { type: 'CompleteMonthlyBilling' },
          ctx,
        });
        continue;
      }
      let months = 0;
      let next = 0;
      const worker = async () => {
        while (next < batch.length && !options.signal?.aborted) {
          const userId = batch[next++]!;
          const r = await this.commands.execute<BillCustomerCommand, BillCustomerResult>(
            new BillCustomerCommand(userId, till, ctx),
          );
          months += r.months;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      // Stopped inside the batch: no checkpoint, the restart takes the batch again.
      if (options.signal?.aborted) continue;
      const advanced = await this.repo.run({
        decider: monthlyBillingDecider,
        codecs: MONTHLY_BILLING_EVENT_CODECS,
        id: streamId,
        command: {
          type: 'AdvanceMonthlyBilling',
          lastUserId: batch[batch.length - 1]!,
          customers: state.customers + batch.length,
          months: state.months + months,
        },
        ctx,
      });
      options.onCheckpoint?.(advanced.state);
    }
  }

  /** The run as its stream stands, and the context of what it does next: its correlation, caused by its last event. */
  private async checkpoint(streamId: number): Promise<{ state: MonthlyBillingState; ctx: CommandContext }> {
    const events = await this.infra.store.readStream(streamIdOf(MONTHLY_BILLING_CATEGORY, streamId));
    const { state } = await this.repo.load(monthlyBillingDecider, MONTHLY_BILLING_EVENT_CODECS, streamId);
    const first = events[0]!;
    const last = events[events.length - 1]!;
    return { state, ctx: { actor: null, correlationId: first.metadata.correlationId, causationId: last.id } };
  }

  /**
   * Every customer with a storage listed (customer-storages.ts), by id, from the store's index of streams by
   * category (never a lagging read model, nor a scan of the log): each listing is appended before the storage event
   * that gives the storage to its customer, so a customer whose storage exists when the run starts has its stream.
   * Read once per start (a restart reads it again).
   */
  private async customersWithStorages(): Promise<number[]> {
    const users: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await this.infra.store.streamsOfCategory(CUSTOMER_STORAGES_CATEGORY, after, LIST_PAGE);
      for (const streamId of page) users.push(Number(streamId.slice(CUSTOMER_STORAGES_CATEGORY.length + 1)));
      if (page.length < LIST_PAGE) break;
      after = page[page.length - 1]!;
    }
    return users.filter((u) => Number.isInteger(u) && u > 0).sort((a, b) => a - b);
  }
}
