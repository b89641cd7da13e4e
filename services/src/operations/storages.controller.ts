import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BULK_CHECK_IN_MAX,
  BULK_CHECK_IN_MESSAGES,
  BulkCheckInBody,
  BulkUpdateStoragesBody,
  validationError,
  type BulkCheckInAnswer,
  CheckInStorageBody,
  CreateStorageBody,
  DEFAULT_PARTNER_ID,
  hasPermission,
  PatchStorageBody,
  PatchStorageRecordBody,
  STORAGE_RECORD_ID_CATEGORY,
  StorageRecordsListQuery,
  StoragesListQuery,
  type StorageCommand,
  type StorageRow,
} from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf as contextOf, type Actor, type CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { lookupAllowingLag } from '../core/http/lagging-lookup.js';
import { readRecordStorage } from './child-parents.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import type { StorageCommandResult } from './storage-command.handler.js';
import { BulkUpdateStoragesMessage, StorageCommandMessage } from './storage-commands.js';
import { BulkCheckInMessage, type BulkCheckInResult } from './bulk-check-in.handler.js';
import {
  STORAGE_GENERIC_FIELDS,
  STORAGE_RECORD_GENERIC_FIELDS,
  StoragesQueries,
  type StorageScope,
} from './storages.queries.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

export const storageScopeOf = (actor: Actor): StorageScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});
const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * Storages and their records (spec 2 §2 Storages, Storage records; §7 'Dedicated list call for storages',
 * 'Storage calls'). Partner users see and change only their partner's storages (404 for others'). Every write
 * answers after the read models caught up (X-Read-Your-Writes).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class StoragesController extends CommandController {
  private readonly queries = new StoragesQueries(this.infra.db);

  @Post('api/v1/storages/list')
  @HttpCode(200)
  @RequirePermission('storages', 'list')
  @ApiOperation({ summary: 'Storages list call (spec 1 §7.2); default sort id ASC' })
  @ApiBody({
    schema: { example: { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', statuses: ['in'], warehouseIds: [1] } },
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(decodeOrThrow(StoragesListQuery, body ?? {}), storageScopeOf(actor));
  }

  @Post('api/v1/storages/records/list')
  @HttpCode(200)
  @RequirePermission('storages', 'list')
  @ApiOperation({ summary: 'Storage records list call (spec 1 §7.2); default sort id DESC' })
  listRecords(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.listRecords(decodeOrThrow(StorageRecordsListQuery, body ?? {}), storageScopeOf(actor));
  }

  @Post('api/v1/storages/bulk-update')
  @HttpCode(200)
  @RequirePermission('storages', 'update')
  @ApiOperation({ summary: 'Bulk update of selected storages: from, to, status (StorageBulkUpdated per storage)' })
  async bulkUpdate(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(BulkUpdateStoragesBody, body);
    const scope = storageScopeOf(actor);
    const ids = [...new Set(input.ids)];
    const { ids: _ids, ...changes } = input;
    const last = await this.commands.execute<BulkUpdateStoragesMessage, StorageCommandResult | undefined>(
      new BulkUpdateStoragesMessage(ids, changes, contextOf(actor), scope),
    );
    await awaitReadModels(this.infra.readModels, last?.position, res);
    const { results } = await this.queries.list(
      { limit: Math.max(1, Math.min(ids.length, 1000)), page: 1, sortBy: 'id', sortOrder: 'ASC', ids },
      scope,
    );
    return results;
  }

  @Post('api/v1/storages/check-in')
  @HttpCode(200)
  @RequirePermission('storage-records', 'create')
  @ApiOperation({
    summary:
      'Put away in bulk (issue 31): each placement {storageId, locationId|null} checked in to the warehouse, one check-in each; answers per storage checkedIn or refused with its reason',
  })
  async bulkCheckIn(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<BulkCheckInAnswer> {
    const input = decodeOrThrow(BulkCheckInBody, body);
    const seen = new Set<number>();
    const errors = [
      ...(input.placements.length === 0 ? [{ path: 'placements', message: BULK_CHECK_IN_MESSAGES.none }] : []),
      ...(input.placements.length > BULK_CHECK_IN_MAX
        ? [{ path: 'placements', message: BULK_CHECK_IN_MESSAGES.tooMany }]
        : []),
      ...input.placements.flatMap((p, i) => {
        if (!seen.has(p.storageId)) {
          seen.add(p.storageId);
          return [];
        }
        return [{ path: `placements.${i}`, message: BULK_CHECK_IN_MESSAGES.twice }];
      }),
    ];
    if (errors.length > 0) throw new DomainException(validationError(errors));
    const done = await this.commands.execute<BulkCheckInMessage, BulkCheckInResult>(
      new BulkCheckInMessage(
        input.warehouseId,
        input.placements,
        input.override === true,
        contextOf(actor),
        storageScopeOf(actor),
      ),
    );
    await awaitReadModels(this.infra.readModels, done.position, res);
    const checkedIn = done.results.filter((r) => r.outcome === 'checkedIn').length;
    return { checkedIn, refused: done.results.length - checkedIn, results: done.results };
  }

  @Get('api/storages')
  @RequirePermission('storages', 'list')
  @ApiOperation({ summary: 'Generic storages find (e.g. parts by parentId)' })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      parseGenericQuery(query, STORAGE_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      storageScopeOf(actor),
    );
  }

  @Get('api/storages/:id')
  @RequirePermission('storages', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<StorageRow> {
    const row = await this.queries.get(id, storageScopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }

  @Post('api/storages')
  @RequirePermission('storages', 'create')
  @ApiOperation({ summary: 'Create a storage (StorageCreated); the partner field is staff’s' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CreateStorageBody, body);
    // Spec 2 §6: the partner field is staff's; a partner user's storages are its partner's.
    const partnerId = actor.isPartner
      ? actor.partnerId
      : hasPermission(actor.permissions, 'staff')
        ? (input.partnerId ?? DEFAULT_PARTNER_ID)
        : DEFAULT_PARTNER_ID;
    const id = await this.infra.ids.next('storage');
    const result = await this.run(id, { type: 'CreateStorage', id, fields: { ...input, partnerId } }, contextOf(actor));
    res.status(201);
    return this.answer(result, res, storageScopeOf(actor));
  }

  @Patch('api/storages/:id')
  @RequirePermission('storages', 'update')
  @ApiOperation({ summary: 'Edit a storage (admin, or while its status is new): StorageUpdated' })
  async patch(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(PatchStorageBody, body);
    const scope = storageScopeOf(actor);
    if (actor.isPartner || !hasPermission(actor.permissions, 'staff')) delete input.partnerId;
    return this.answer(
      await this.run(id, { type: 'UpdateStorage', changes: input }, contextOf(actor), scope),
      res,
      scope,
    );
  }

  @Post('api/v1/storages/:id/check-in')
  @HttpCode(200)
  @RequirePermission('storage-records', 'create')
  @ApiOperation({ summary: 'Check a storage in to a warehouse and optionally a location (StorageCheckedIn)' })
  async checkIn(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CheckInStorageBody, body);
    const scope = storageScopeOf(actor);
    const recordId = await this.infra.ids.next(STORAGE_RECORD_ID_CATEGORY);
    const command: StorageCommand = {
      type: 'CheckInStorage',
      recordId,
      warehouseId: input.warehouseId,
      locationId: input.locationId ?? null,
      orderId: input.orderId ?? null,
      countryId: null,
      ...(input.override === true ? { override: true } : {}),
    };
    return this.answer(await this.run(id, command, contextOf(actor), scope), res, scope);
  }

  @Post('api/v1/storages/:id/check-out')
  @HttpCode(200)
  @RequirePermission('storage-records', 'create')
  @ApiOperation({ summary: 'Check a storage out: its open record becomes out (StorageCheckedOut)' })
  async checkOut(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const scope = storageScopeOf(actor);
    return this.answer(await this.run(id, { type: 'CheckOutStorage' }, contextOf(actor), scope), res, scope);
  }

  @Get('api/storage-records')
  @RequirePermission('storages', 'list')
  @ApiOperation({ summary: 'Generic storage-records find (by storageId, locationId, status)' })
  findRecords(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.findRecords(
      parseGenericQuery(query, STORAGE_RECORD_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      storageScopeOf(actor),
    );
  }

  @Get('api/storage-records/:id')
  @RequirePermission('storages', 'view')
  async getRecord(@IdParam() id: number, @CurrentActor() actor: Actor) {
    const row = await this.queries.getRecord(id, storageScopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }

  @Patch('api/storage-records/:id')
  @RequirePermission('storage-records', 'update')
  @ApiOperation({ summary: 'Edit a storage record: qty only (StorageRecordQtyChanged on its storage)' })
  async patchRecord(
    @IdParam() id: number,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ) {
    const { qty } = decodeOrThrow(PatchStorageRecordBody, body);
    const scope = storageScopeOf(actor);
    // The record's own stream names its storage (child-parents.ts); one checked in before records had their own
    // stream is found through the read model (a record never moves to another storage; a miss waits once for the
    // projector). The command then judges the record, its storage and the caller's scope on the storage's stream.
    const storageId =
      (await readRecordStorage(this.infra.store, id)) ??
      (await lookupAllowingLag(this.infra, () => this.queries.getRecord(id, {})))?.storageId;
    if (storageId === undefined) throw notFound(id);
    const result = await this.run(
      storageId,
      { type: 'ChangeStorageRecordQty', recordId: id, qty },
      contextOf(actor),
      scope,
    );
    await awaitReadModels(this.infra.readModels, result.position, res);
    return (await this.queries.getRecord(id, scope)) ?? acceptedNotYetReadable(res, { id });
  }

  /** Existence and the partner scope are judged on the storage's stream by the command (never the read model). */
  private run(
    id: number,
    command: StorageCommand,
    ctx: CommandContext,
    scope: StorageScope = {},
  ): Promise<StorageCommandResult> {
    return this.commands.execute<StorageCommandMessage, StorageCommandResult>(
      new StorageCommandMessage(id, command, ctx, scope),
    );
  }

  private async answer(
    result: StorageCommandResult,
    res: Response,
    scope: StorageScope,
  ): Promise<StorageRow | Record<string, unknown>> {
    await awaitReadModels(this.infra.readModels, result.position, res);
    const row = await this.queries.get(result.id, scope);
    // The command found (or made) the storage on its stream: a row not readable yet is a lagging read model.
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }
}
