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
import { UniqueValues, uniqueKeys } from './resource-unique.js';

const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * Every create, edit and delete of a simple resource: the facts it needs from other streams are read, the
 * defaults and the caller's partner filled in, and the one generic decider decides on the record's stream.
 */
@CommandHandler(ResourceCommandMessage)
export class ResourceCommandHandler implements ICommandHandler<ResourceCommandMessage, Handled<ResourceState>> {
  private readonly repository: AggregateRepository;
  private readonly uniques: UniqueValues;
  private readonly deciders = new WeakMap<
    AnyResourceDefinition,
    { decider: ReturnType<typeof resourceDecider>; codecs: ReturnType<typeof resourceEventCodecs> }
  >();

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
    this.uniques = new UniqueValues(this.repository);
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
        const create = {
          decider,
          codecs,
          id: request.id,
          command: { type: 'Create' as const, id: request.id, record },
          ctx,
        };
        const keys = uniqueKeys(spec, record);
        if (keys.length === 0) return this.repository.run(create);
        // Unique values are reserved before the record is created, and given back if the create fails.
        const decided = await this.repository.decide(create);
        const reservations = await Promise.all(
          keys.map(({ unique, key }) => this.uniques.reserve(spec, unique, key, request.id, ctx)),
        );
        return (await this.repository.runAll([...reservations, decided])).at(-1) as Handled<ResourceState>;
      }
      case 'Update': {
        const changes = {
          ...(await resourceFacts(this.infra.store, request.patch, 'update', facts)),
          ...request.patch,
        };
        const update = { decider, codecs, id: request.id, command: existing({ type: 'Update', changes }), ctx };
        if (!spec.unique?.length) return this.repository.run(update);
        const decided = await this.repository.decide(update);
        const before = uniqueKeys(spec, decided.state?.record ?? {});
        const after = uniqueKeys(spec, { ...decided.state?.record, ...changes });
        const moved = (from: typeof before, to: typeof before) =>
          from.filter((k) => !to.some((o) => o.unique.field === k.unique.field && o.key === k.key));
        const reservations = await Promise.all(
          moved(after, before).map(({ unique, key }) => this.uniques.reserve(spec, unique, key, request.id, ctx)),
        );
        const handled = (await this.repository.runAll([...reservations, decided])).at(-1) as Handled<ResourceState>;
        await this.releaseAll(spec, moved(before, after), request.id, ctx);
        return handled;
      }
      case 'Delete': {
        const handled = await this.repository.run({
          decider,
          codecs,
          id: request.id,
          command: existing({ type: 'Delete' }),
          ctx,
        });
        await this.releaseAll(spec, uniqueKeys(spec, handled.previous?.record ?? {}), request.id, ctx);
        return handled;
      }
    }
  }

  /**
   * The change is stored: a value the record no longer holds is given back; a failure to do so must not answer
   * 500 for it (the value stays held by this record, which the log says).
   */
  private async releaseAll(
    spec: AnyResourceDefinition,
    keys: ReturnType<typeof uniqueKeys>,
    id: number,
    ctx: ResourceCommandMessage['ctx'],
  ): Promise<void> {
    for (const { unique, key } of keys) {
      await this.uniques
        .release(spec, unique, key, id, ctx)
        .catch((e: unknown) =>
          console.error(`[resources] could not release ${spec.category} ${id}'s ${unique.field}:`, e),
        );
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
