import type { AnyResourceDefinition } from '@console/contracts';
import type { CommandContext } from '../command-context.js';
import type { ResourceFacts } from './resource-facts.js';

type Fields = Readonly<Record<string, unknown>>;

/** What a caller asks of a simple resource's record: the body as sent (defaults, facts and scope are the handler's). */
export type ResourceRequest =
  | { readonly type: 'Create'; readonly id: number; readonly body: Fields }
  | { readonly type: 'Update'; readonly id: number; readonly patch: Fields }
  | { readonly type: 'Delete'; readonly id: number };

/** One command on one simple resource's record, for the CommandBus (ResourceCommandHandler). */
export class ResourceCommandMessage {
  constructor(
    readonly spec: AnyResourceDefinition,
    readonly request: ResourceRequest,
    readonly ctx: CommandContext,
    /** The owning context's facts of this resource (customers' address facts), if it has any. */
    readonly facts?: ResourceFacts,
  ) {}
}
