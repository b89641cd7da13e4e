import { resourceDefaults, type AnyResourceDefinition, type ResourceState } from '@console/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Handled } from '../aggregate-repository.js';
import { DomainException } from '../domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure.js';
import { ResourceCommandMessage } from './resource-command.js';
import { resourceDecider, resourceEventCodecs, type ResourceCommand } from './resource.decider.js';
import { resourceFacts } from './resource-facts.js';
import { inPartnerScope, isPartnerScoped } from './resource-scope.js';

const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * Every create, edit and delete of a simple resource: the facts it needs from other streams are read, the
 * defaults and the caller's partner filled in, and the one generic decider decides on the record's stream.
 */
@CommandHandler(ResourceCommandMessage)
export class ResourceCommandHandler implements ICommandHandler<ResourceCommandMessage, Handled<ResourceState>> {
  private readonly repository: AggregateRepository;
  private readonly deciders = new WeakMap<
    AnyResourceDefinition,
    { decider: ReturnType<typeof resourceDecider>; codecs: ReturnType<typeof resourceEventCodecs> }
  >();

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ spec, request, ctx, facts }: ResourceCommandMessage): Promise<Handled<ResourceState>> {
    const { decider, codecs } = this.deciderOf(spec);
    const actor = ctx.actor;
    /** Existence and scope of the record the command changes, judged on its stream. */
    const existing =
      (command: ResourceCommand) =>
      (state: ResourceState): ResourceCommand => {
        if (!state || !inPartnerScope(spec, actor, state.record, request.id)) throw notFound(request.id);
        return command;
      };
    switch (request.type) {
      case 'Create': {
        const derived = await resourceFacts(this.infra.store, request.body, 'create', facts);
        // A partner user's record is its partner's, whatever the body says.
        const record = {
          ...resourceDefaults(spec),
          ...derived,
          ...request.body,
          ...(isPartnerScoped(spec, actor) && spec.partnerScope !== 'self' ? { partnerId: actor.partnerId } : {}),
        };
        return this.repository.run({
          decider,
          codecs,
          id: request.id,
          command: { type: 'Create', id: request.id, record },
          ctx,
        });
      }
      case 'Update': {
        const changes = {
          ...(await resourceFacts(this.infra.store, request.patch, 'update', facts)),
          ...request.patch,
        };
        return this.repository.run({
          decider,
          codecs,
          id: request.id,
          command: existing({ type: 'Update', changes }),
          ctx,
        });
      }
      case 'Delete':
        return this.repository.run({ decider, codecs, id: request.id, command: existing({ type: 'Delete' }), ctx });
    }
  }

  private deciderOf(spec: AnyResourceDefinition) {
    let known = this.deciders.get(spec);
    if (!known) {
      known = { decider: resourceDecider(spec), codecs: resourceEventCodecs(spec) };
      this.deciders.set(spec, known);
    }
    return known;
  }
}
