import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AffiliateAnalyticsQuery,
  AffiliateCommissionsListQuery,
  isOwnAffiliateOnly,
  validationError,
} from '@console/contracts';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { AffiliateCommissionsQueries, type AffiliateScope } from './affiliate-commissions.queries.js';

/**
 * The affiliate calls (spec 1 §7.5): the commissions list and the affiliate analytics, read from the
 * affiliate-commissions projection. An affiliate user sees its own affiliate's only; admin and marketing all.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@Controller()
export class AffiliateCommissionsController {
  private readonly queries: AffiliateCommissionsQueries;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.queries = new AffiliateCommissionsQueries(infra.db);
  }

  private async scope(actor: Actor): Promise<AffiliateScope> {
    return isOwnAffiliateOnly(actor.roles) ? { affiliateIds: await this.queries.affiliatesOfUser(actor.id) } : {};
  }

  @Post('api/v1/affiliate-commissions/list')
  @HttpCode(200)
  @RequirePermission('affiliate-commissions', 'list')
  @ApiOperation({ summary: 'Affiliate commissions: createdDateRange, affiliateIds, countryIds; createdAt DESC' })
  async list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(decodeOrThrow(AffiliateCommissionsListQuery, body ?? {}), await this.scope(actor));
  }

  @Get('api/affiliate-analytics')
  @RequirePermission('affiliate-analytics', 'list')
  @ApiOperation({ summary: 'Affiliate analytics: collected and commission per currency from fromDate to toDate' })
  async analytics(@Query() query: unknown, @CurrentActor() actor: Actor) {
    const q = decodeOrThrow(AffiliateAnalyticsQuery, query);
    if (Date.parse(q.toDate) < Date.parse(q.fromDate))
      throw new DomainException(validationError([{ path: 'toDate', message: 'must not be before fromDate' }]));
    return this.queries.analytics(q, await this.scope(actor));
  }
}
