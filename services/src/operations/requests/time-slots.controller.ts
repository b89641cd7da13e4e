import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isCountryId, validationError, type SlotHours } from '@console/contracts';
import { RequirePermission } from '../../core/auth/auth.decorators.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { countryTimeSlots } from '../../core/resources/configuration-values.js';

const COUNTRY_MESSAGE = 'countryId must be 1, 2 or 3';

/**
 * The time slots a request in a country may take (issue 34 §6: its timeSlots configuration), for the request
 * form's choices: what the server checks, read where the server reads it.
 */
@ApiTags('requests')
@ApiBearerAuth()
@Controller()
export class TimeSlotsController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get('api/v1/time-slots')
  @RequirePermission('requests', 'list')
  @ApiOperation({ summary: "A country's request time slots: data [{from, to}] (its timeSlots configuration)" })
  async slots(@Query('countryId') countryId: unknown): Promise<{ data: readonly SlotHours[] }> {
    const id = typeof countryId === 'string' && /^\d+$/.test(countryId) ? Number(countryId) : null;
    if (!isCountryId(id)) throw new DomainException(validationError([{ path: 'countryId', message: COUNTRY_MESSAGE }]));
    return { data: await countryTimeSlots(this.infra.store, id) };
  }
}
