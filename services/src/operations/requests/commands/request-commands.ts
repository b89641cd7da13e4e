import type { CreateRequestBody, RequestCommand } from '@console/contracts';
import type { CommandContext } from '../../../core/command-context.js';

/** Create a request (POST /api/requests): its lines are numbered from the 'requestline' sequence first. */
export class CreateRequestCommand {
  constructor(
    readonly body: CreateRequestBody,
    readonly ctx: CommandContext,
  ) {}
}

/**
 * One or more commands of the lifecycle table on the request `id`, decided together (a PATCH may edit and then
 * change the status: all or nothing). Lines without an id in an edit are numbered first.
 */
export class RequestActionCommand {
  constructor(
    readonly id: number,
    readonly commands: readonly Exclude<RequestCommand, { type: 'CreateRequest' }>[],
    readonly ctx: CommandContext,
  ) {}
}
