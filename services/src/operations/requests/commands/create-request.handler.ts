import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DEFAULT_PARTNER_ID,
  REQUEST_LINE_ID_CATEGORY,
  type GlobalPosition,
  type NumberedLineInput,
  type RequestLineInput,
  type RequestState,
} from '@console/contracts';
import { AggregateRepository } from '../../../core/aggregate-repository.js';
import { metadataFor } from '../../../core/command-context.js';
import { countryTimeSlots } from '../../../core/resources/configuration-values.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure.js';
import { REQUEST_EVENT_CODECS } from '../request.codecs.js';
import { requestDecider } from '../request.decider.js';
import { readSelectedStorages } from '../selected-storages.js';
import { recordNewLines } from '../../child-parents.js';
import { requestActorOf } from './request-actor.js';
import { CreateRequestCommand } from './request-commands.js';

export interface RequestCommandResult {
  readonly id: number;
  /** Position of the last appended event; undefined when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
  /** The request as the command found it on its stream (a delete answers it when the read model lags). */
  readonly before?: RequestState;
}

/**
 * Numbers the lines that have no id yet from the 'requestline' sequence, one after the other: lists show lines by
 * id, so ids must follow the order the lines were entered in (taken in parallel they came out in any order).
 */
export const numberLines = async (
  infra: Infrastructure,
  lines: readonly RequestLineInput[],
): Promise<NumberedLineInput[]> => {
  const numbered: NumberedLineInput[] = [];
  for (const l of lines) numbered.push({ ...l, id: l.id ?? (await infra.ids.next(REQUEST_LINE_ID_CATEGORY)) });
  return numbered;
};

/**
 * Create a request (spec 2 §5, §7 'Create request'). A partner user's request is its own partner's; others choose
 * (default partner 1). A create from a storage selection reads the selected storages' user and country from their
 * streams, for the one-user-one-country rule. Ids come from the 'request' sequence, line ids from 'requestline'.
 */
@CommandHandler(CreateRequestCommand)
export class CreateRequestHandler implements ICommandHandler<CreateRequestCommand, RequestCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ body, ctx }: CreateRequestCommand): Promise<RequestCommandResult> {
    const actor = ctx.actor;
    const partnerId = actor?.isPartner ? actor.partnerId : (body.partnerId ?? DEFAULT_PARTNER_ID);
    const inputs = body.request_lines ?? [];
    const storages =
      body.fromStorages === true
        ? await readSelectedStorages(
            this.infra.store,
            inputs.flatMap((l) => (l.storageId != null ? [l.storageId] : [])),
          )
        : undefined;
    const lines = await numberLines(this.infra, inputs);
    const timeSlots = await countryTimeSlots(this.infra.store, body.countryId ?? storages?.[0]?.countryId);
    const id = await this.infra.ids.next('request');
    const handled = await this.repository.run({
      decider: requestDecider,
      codecs: REQUEST_EVENT_CODECS,
      id,
      command: {
        type: 'CreateRequest',
        commands: [
          {
            type: 'CreateRequest',
            id,
            body: { ...body, partnerId },
            lines,
            timeSlots,
            ...(storages ? { storages } : {}),
          },
        ],
        actor: requestActorOf(ctx),
      },
      ctx,
    });
    await recordNewLines(
      this.infra.store,
      id,
      handled.events,
      metadataFor(ctx, 'NumberRequestLine', ctx.occurredAt ?? new Date()),
    );
    return { id, position: handled.position, events: handled.events };
  }
}
