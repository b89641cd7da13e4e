import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApproveRequestBody,
  AssignRequestBody,
  BoxStatusBody,
  CancelRequestBody,
  can,
  canEditRequestStatus,
  CreateRequestBody,
  isRequestPatchRefusal,
  NotifyRequestBody,
  PatchRequestBody,
  PatchRequestLineBody,
  REQUEST_ACTION_OUR_MESSAGES,
  REQUEST_ACTION_PATHS,
  REQUEST_STATUS_ACTIONS,
  requestActionOfCommand,
  requestCommandOfAction,
  requestCommandsOfPatch,
  RequestNoteTaskBody,
  RequestsListQuery,
  ResolveDisputeBody,
  validationError,
  type RequestActionPath,
  type RequestCommand,
  type RequestDocument,
  type RequestRow,
} from '@console/contracts';
import type { Response } from 'express';
import * as t from 'io-ts';
import { commandContextOf as contextOf, type Actor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { parseGenericQuery } from '../../core/http/generic-query.js';
import { lookupAllowingLag } from '../../core/http/lagging-lookup.js';
import { readLineRequest } from '../child-parents.js';
import { acceptedNotYetReadable, awaitCommandEffects } from '../../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission, SignedIn } from '../../core/auth/auth.decorators.js';
import type { RequestCommandResult } from './commands/create-request.handler.js';
import { RequestStorageChargeCommand, type BillCustomerResult } from '../../accounting/index.js';
import { CreateRequestCommand, RequestActionCommand, type RequestActionChoice } from './commands/request-commands.js';
import {
  REQUEST_GENERIC_FIELDS,
  REQUEST_LINE_GENERIC_FIELDS,
  RequestsQueries,
  type RequestScope,
} from './requests.queries.js';
import { IdParam, Reply } from '../../core/http/route-params.js';
import { CommandController } from '../../core/http/command-controller.js';

type ActionCommand = Exclude<RequestCommand, { type: 'CreateRequest' }>;

export const requestScopeOf = (actor: Actor): RequestScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});
const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/** The body each action endpoint decodes (the dialog's input). */
const ACTION_BODIES: Partial<Record<RequestActionPath, t.Mixed>> = {
  approve: ApproveRequestBody,
  cancel: CancelRequestBody,
  pickedUp: BoxStatusBody,
  received: BoxStatusBody,
  resolveDispute: ResolveDisputeBody,
  assign: AssignRequestBody,
};

/**
 * Requests and request lines (spec 2 §2, §7 'Request calls'): the list call, the generic calls, create, the PATCH
 * forms, one endpoint per action of the lifecycle table, notify and the note tasks, delete. Partner users see only
 * their partner's requests (another's answers 404) and change none (the lifecycle table refuses, 403). Every write
 * answers after the read models caught up (X-Read-Your-Writes).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class RequestsController extends CommandController {
  private readonly queries = new RequestsQueries(this.infra.db);

  @Post('api/v1/requests/list')
  @HttpCode(200)
  @RequirePermission('requests', 'list')
  @ApiOperation({
    summary: 'Requests list call (spec 1 §7.2): every filter; default sort id DESC (the screen sends date DESC)',
  })
  @ApiBody({ schema: { example: { limit: 20, page: 1, sortBy: 'date', sortOrder: 'DESC', statuses: ['approved'] } } })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(decodeOrThrow(RequestsListQuery, body ?? {}), requestScopeOf(actor));
  }

  @Get('api/requests')
  @RequirePermission('requests', 'list')
  @ApiOperation({
    summary: 'Generic requests find: field filters, [$gte] [$lte] [$gt] [$lt] [$in] [$nin] [$ne], $limit, $skip, $sort',
  })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      parseGenericQuery(query, REQUEST_GENERIC_FIELDS, { column: 'date', direction: 'desc' }),
      requestScopeOf(actor),
    );
  }

  @Get('api/requests/:id')
  @RequirePermission('requests', 'view')
  get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<RequestRow> {
    return this.readOrNotFound(id, requestScopeOf(actor));
  }

  @Post('api/requests')
  @RequirePermission('requests', 'create')
  @ApiOperation({
    summary: 'Create a request with its request_lines (RequestCreated); fromStorages: true for a storage selection',
  })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CreateRequestBody, body);
    if (actor.isPartner) delete input.partnerId;
    const result = await this.commands.execute<CreateRequestCommand, RequestCommandResult>(
      new CreateRequestCommand(input, contextOf(actor)),
    );
    res.status(201);
    return this.answer(result, res, requestScopeOf(actor));
  }

  @Patch('api/requests/:id')
  @SignedIn()
  @ApiOperation({
    summary:
      'status / customerAction / assigneeId (+ emptyStorageIds, reason, resolution), {action: CREATE_CHARGE}, or an edit',
  })
  async patch(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    this.mayView(actor);
    const input = decodeOrThrow(PatchRequestBody, body);
    const scope = requestScopeOf(actor);
    if (actor.isPartner) delete input.partnerId;
    const who = { userId: actor.id, permissions: actor.permissions };
    // What the PATCH means depends on the request's status and type: chosen on its stream as the command reads it.
    const choose = (request: RequestDocument): ActionCommand[] => {
      const commands = requestCommandsOfPatch(input, request);
      if (isRequestPatchRefusal(commands)) throw new DomainException(validationError([commands]));
      // A PATCH that changes nothing is an edit all the same: the caller needs requests-update (issue 11 matrix).
      if (commands.length === 0 && !can(actor.permissions, 'requests', 'update')) {
        throw new DomainException({ kind: 'forbidden', message: 'You do not have the requests-update permission' });
      }
      // Spec 2 §6: the edit form's status field is for admin, operations-lead, operations-manager, request-full-update.
      const edits = commands.some((c) => c.type === 'EditRequest');
      const moves = commands.some((c) => REQUEST_STATUS_ACTIONS.includes(requestActionOfCommand(c)!));
      if (edits && moves && !canEditRequestStatus(who)) {
        throw new DomainException({ kind: 'forbidden', message: REQUEST_ACTION_OUR_MESSAGES.statusNotAllowed });
      }
      return commands as ActionCommand[];
    };
    return this.answer(await this.run(id, choose, actor), res, scope);
  }

  @Post('api/v1/requests/:id/actions/:action')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: `The request page buttons: ${REQUEST_ACTION_PATHS.join(', ')}` })
  async action(
    @IdParam() id: number,
    @Param('action') action: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ) {
    if (!(REQUEST_ACTION_PATHS as readonly string[]).includes(action)) {
      throw new DomainException({ kind: 'not_found', message: `No action ${action}` });
    }
    this.mayView(actor);
    const path = action as RequestActionPath;
    const codec = ACTION_BODIES[path];
    const input = codec ? (decodeOrThrow(codec, body ?? {}) as Record<string, never>) : {};
    return this.answer(
      await this.run(id, [requestCommandOfAction(path, input) as ActionCommand], actor),
      res,
      requestScopeOf(actor),
    );
  }

  @Post('api/notify')
  @HttpCode(201)
  @RequirePermission('notify', 'create')
  @ApiOperation({ summary: 'Notify create {id, type: REQUEST_NOTIFY_CUSTOMER | _TEAM | _WAREHOUSE} (RequestNotified)' })
  async notify(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(NotifyRequestBody, body);
    await this.answer(
      await this.run(input.id, [{ type: 'NotifyRequest', notifyType: input.type }], actor),
      res,
      requestScopeOf(actor),
    );
    return { id: input.id, type: input.type };
  }

  @Post('api/v1/requests/tasks')
  @HttpCode(201)
  @RequirePermission('requests', 'update')
  @ApiOperation({
    summary:
      'Tasks create {type: SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER | SEND_REQUEST_NOTE_SMS_TO_CUSTOMER, data: {requestId}}',
  })
  async task(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(RequestNoteTaskBody, body);
    const id = input.data.requestId;
    await this.answer(
      await this.run(id, [{ type: 'SendRequestNote', taskType: input.type }], actor),
      res,
      requestScopeOf(actor),
    );
    return { type: input.type, status: 'new', data: JSON.stringify(input.data) };
  }

  @Delete('api/requests/:id')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Delete a request while not complete or cancelled (RequestDeleted); answers the record as it was',
  })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    this.mayView(actor);
    // The row as it was, for the answer only: existence and scope are the command's, judged on the stream.
    const row = await this.queries.get(id, requestScopeOf(actor));
    const result = await this.run(id, [{ type: 'DeleteRequest' }], actor);
    await awaitCommandEffects(this.infra, result, res);
    return row ?? { ...result.before };
  }

  @Get('api/request-lines')
  @RequirePermission('requests', 'view')
  @ApiOperation({ summary: 'Request lines (requestId=..., 1000 a page)' })
  findLines(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.findLines(
      parseGenericQuery(query, REQUEST_LINE_GENERIC_FIELDS, { column: 'id', direction: 'asc' }),
      requestScopeOf(actor),
    );
  }

  @Get('api/request-lines/:id')
  @RequirePermission('requests', 'view')
  async getLine(@IdParam() id: number, @CurrentActor() actor: Actor) {
    const line = await this.queries.getLine(id, requestScopeOf(actor));
    if (!line) throw notFound(id);
    return line;
  }

  @Patch('api/request-lines/:id')
  @SignedIn()
  @ApiOperation({ summary: "A request line's qty, qtyDone, qtyInOut (RequestLineUpdated)" })
  async patchLine(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    this.mayView(actor);
    const changes = decodeOrThrow(PatchRequestLineBody, body);
    const scope = requestScopeOf(actor);
    // The line's own stream names its request (child-parents.ts); the command then judges the line, its request and
    // the caller's scope on the request's stream.
    const requestId = await this.requestOfLine(id);
    if (requestId === undefined) throw notFound(id);
    const result = await this.run(requestId, [{ type: 'UpdateRequestLine', lineId: id, changes }], actor);
    await awaitCommandEffects(this.infra, result, res);
    return (await this.queries.getLine(id, scope)) ?? acceptedNotYetReadable(res, { id, requestId, ...changes });
  }

  /**
   * A line numbered before lines had their own stream is found through the read model (a line never moves to
   * another request; a miss waits once for the projector to catch up).
   */
  private async requestOfLine(lineId: number): Promise<number | undefined> {
    return (
      (await readLineRequest(this.infra.store, lineId)) ??
      (await lookupAllowingLag(this.infra, () => this.queries.getLine(lineId, {})))?.requestId
    );
  }

  private mayView(actor: Actor): void {
    if (!can(actor.permissions, 'requests', 'view')) {
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the requests-view permission' });
    }
  }

  /** Existence and the partner scope are judged on the request's stream by the command (never the read model). */
  private async run(id: number, commands: RequestActionChoice, actor: Actor): Promise<RequestCommandResult> {
    const ctx = contextOf(actor);
    const result = await this.commands.execute<RequestActionCommand, RequestCommandResult>(
      new RequestActionCommand(id, commands, ctx, requestScopeOf(actor)),
    );
    if (!result.events.some((e) => e.type === 'RequestChargeCreated')) return result;
    // Storage Charge: the request recorded it (its lifecycle decides when it is offered); accounting makes the charges.
    const charged = await this.commands.execute<RequestStorageChargeCommand, BillCustomerResult>(
      new RequestStorageChargeCommand(id, ctx),
    );
    return { ...result, position: charged.position ?? result.position };
  }

  /** The row once the read models have the change; 202 with the id when they did not catch up in time. */
  private async answer(
    result: RequestCommandResult,
    res: Response,
    scope: RequestScope,
  ): Promise<RequestRow | Record<string, unknown>> {
    await awaitCommandEffects(this.infra, result, res);
    const row = await this.queries.get(result.id, scope);
    // The command found (or made) the request on its stream: a row not readable yet is a lagging read model.
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }

  private async readOrNotFound(id: number, scope: RequestScope): Promise<RequestRow> {
    const row = await this.queries.get(id, scope);
    if (!row) throw notFound(id);
    return row;
  }
}
