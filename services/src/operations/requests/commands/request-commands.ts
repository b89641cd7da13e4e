import type { CreateRequestBody, RequestCommand, RequestDocument } from '@console/contracts';
import type { CommandContext } from '../../../core/command-context.js';

/** Create a request (POST /api/requests): its lines are numbered from the 'requestline' sequence first. */
export class CreateRequestCommand {
  constructor(
    readonly body: CreateRequestBody,
    readonly ctx: CommandContext,
  ) {}
}

export type RequestActionCommandType = Exclude<RequestCommand, { type: 'CreateRequest' }>;

/**
 * The commands, or how to choose them from the request as its stream stands: what a PATCH means depends on the
 * request's status and type (contracts' requestCommandsOfPatch). It may throw a DomainException (a refused form).
 */
export type RequestActionChoice =
  readonly RequestActionCommandType[] | ((request: RequestDocument) => readonly RequestActionCommandType[]);

/** Which requests a caller reaches: a partner user only its partner's (another's answers 404, as if absent). */
export interface RequestCommandScope {
  readonly partnerId?: number;
}

/**
 * One or more commands of the lifecycle table on the request `id`, decided together (a PATCH may edit and then
 * change the status: all or nothing). Lines without an id in an edit are numbered first. Existence and scope are
 * judged on the request's stream.
 */
export class RequestActionCommand {
  constructor(
    readonly id: number,
    readonly commands: RequestActionChoice,
    readonly ctx: CommandContext,
    readonly scope: RequestCommandScope = {},
  ) {}
}
