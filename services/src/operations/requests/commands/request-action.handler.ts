import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TASK_CATEGORY, type RequestCommand, type RequestState } from '@console/contracts';
import { AggregateRepository } from '../../../core/aggregate-repository.js';
import { metadataFor } from '../../../core/command-context.js';
import { DomainException } from '../../../core/domain.exception.js';
import { countryTimeSlots } from '../../../core/resources/configuration-values.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure.js';
import { REQUEST_EVENT_CODECS } from '../request.codecs.js';
import { requestDecider, type RequestDecision } from '../request.decider.js';
import { numberLines, type RequestCommandResult } from './create-request.handler.js';
import { requestActorOf } from './request-actor.js';
import { recordNewLines } from '../../child-parents.js';
import { RequestActionCommand } from './request-commands.js';

/**
 * Every action of the lifecycle table on one request, decided together on its stream, which also says whether
 * the request exists for the caller and what a PATCH means (never the read model, which may lag). A note by mail
 * or SMS and a notify action ask for a task: its id is taken here, before deciding, and rides on the event (the task recorder
 * records the task).
 */
@CommandHandler(RequestActionCommand)
export class RequestActionHandler implements ICommandHandler<RequestActionCommand, RequestCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, commands: choice, ctx, scope }: RequestActionCommand): Promise<RequestCommandResult> {
    const handled = await this.repository.run({
      decider: requestDecider,
      codecs: REQUEST_EVENT_CODECS,
      id,
      command: async (request: RequestState): Promise<RequestDecision> => {
        if (!request || (scope.partnerId !== undefined && request.partnerId !== scope.partnerId)) {
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
        }
        const commands = typeof choice === 'function' ? choice(request) : choice;
        const numbered: RequestCommand[] = await Promise.all(
          commands.map(async (c) => {
            if (c.type === 'EditRequest') {
              // The slots of the country the request will be in, from its configuration (issue 34 §6).
              const timeSlots = await countryTimeSlots(this.infra.store, c.changes.countryId ?? request.countryId);
              return { ...c, timeSlots, ...(c.lines ? { lines: await numberLines(this.infra, c.lines) } : {}) };
            }
            if (c.type === 'SendRequestNote' || c.type === 'NotifyRequest')
              return { ...c, taskId: await this.infra.ids.next(TASK_CATEGORY) };
            return c;
          }),
        );
        return { type: numbered.map((c) => c.type).join('+'), commands: numbered, actor: requestActorOf(ctx) };
      },
      ctx,
    });
    await recordNewLines(
      this.infra.store,
      id,
      handled.events,
      metadataFor(ctx, 'NumberRequestLine', ctx.occurredAt ?? new Date()),
    );
    return { id, position: handled.position, events: handled.events, before: handled.previous };
  }
}
