import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LOCATION_ROOM_PAGE, LocationRoomQuery, type LocationWithRoom } from '@console/contracts';
import { decodeOrThrow } from '../../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { RequirePermission } from '../../core/auth/auth.decorators.js';

/** The largest page the picker may ask for. */
const MOST = 100;

/**
 * The put-away dialog's location picker (issue 31): a warehouse's locations with the free and used volume the
 * warehouses projection keeps on rm.locations (from the storages' check-ins and check-outs), searched by path.
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class LocationRoomController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Post('api/v1/locations/room/list')
  @HttpCode(200)
  @RequirePermission('locations', 'list')
  @ApiOperation({
    summary:
      "A warehouse's locations with freeVolume and usedVolume, searched by path (searchTerm); withRoom: those with room, most free first",
  })
  async list(@Body() body: unknown): Promise<{ results: (LocationWithRoom & { capacity: number })[] }> {
    const q = decodeOrThrow(LocationRoomQuery, body ?? {});
    const limit = Math.max(1, Math.min(MOST, Math.floor(q.limit ?? LOCATION_ROOM_PAGE)));
    let query = this.infra.db
      .selectFrom('rm.locations')
      .select(['id', 'path', 'freeVolume', 'usedVolume', 'capacity'])
      .where('warehouseId', '=', q.warehouseId);
    const term = q.searchTerm?.trim();
    if (term) query = query.where('path', 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (q.withRoom) query = query.where('freeVolume', '>', 0).orderBy('freeVolume', 'desc');
    const rows = await query.orderBy('path', 'asc').limit(limit).execute();
    return { results: rows.map((r) => ({ ...r, capacity: r.capacity ?? 0 })) };
  }
}
