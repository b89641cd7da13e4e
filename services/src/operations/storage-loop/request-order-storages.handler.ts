import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideOrderStoragesRequest,
  isDomainError,
  ORDER_STORAGES_REQUESTED,
  type GlobalPosition,
  type RequestType,
} from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { isVersionConflict } from '../../core/command-retry.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { orderStoragesStream, readOrderState } from './order-storages.js';

/** Create Pickup, Drop or Delivery asks for the order's storages when it has none (issue 31). */
export class RequestOrderStoragesCommand {
  constructor(
    readonly orderId: number,
    readonly requestType: RequestType,
    readonly ctx: CommandContext,
    /** A partner user reaches only its partner's orders (another's answers 404, as if absent). */
    readonly partnerId?: number,
  ) {}
}

export interface RequestOrderStoragesResult {
  /** True when this call asked for the storages; false when the order had them (or has no items). */
  readonly requested: boolean;
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
}

/**
 * Decides on the order's stream and its allocation stream (ARCHITECTURE §1: never a read model) and records
 * OrderStoragesRequested there, expecting the version read: two Create Pickups at once ask once, the second finds
 * the first's request. The storage mover then makes the storages (storage-mover.ts), and the answer waits for them.
 */
@CommandHandler(RequestOrderStoragesCommand)
export class RequestOrderStoragesHandler implements ICommandHandler<
  RequestOrderStoragesCommand,
  RequestOrderStoragesResult
> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  async execute({ orderId, requestType, ctx, partnerId }: RequestOrderStoragesCommand) {
    const store = this.infra.store;
    const order = await readOrderState(store, orderId);
    const visible = order && (partnerId === undefined || order.partnerId === partnerId) ? order : null;
    const stream = orderStoragesStream(orderId);
    const recorded = await store.readStream(stream);
    const decided = decideOrderStoragesRequest(
      visible,
      recorded.map((e) => e.type),
      requestType,
    );
    if (isDomainError(decided)) throw new DomainException(decided);
    const nothing: RequestOrderStoragesResult = { requested: false, position: undefined, events: [] };
    if (typeof decided === 'string') return nothing;
    try {
      const appended = await new AggregateRepository(store).run({
        stream,
        events: [{ type: ORDER_STORAGES_REQUESTED, data: decided }],
        command: 'RequestOrderStorages',
        expected: recorded.length === 0 ? 'no_stream' : recorded.length,
        ctx,
      });
      return { requested: true, position: appended.position, events: [{ type: ORDER_STORAGES_REQUESTED }] };
    } catch (e) {
      // Another call asked (or a sync allocated) meanwhile: the order has its storages coming.
      if (isVersionConflict(e)) return nothing;
      throw e;
    }
  }
}
