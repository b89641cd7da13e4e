import { Module } from '@nestjs/common';
import {
  CANCEL_REASON_RESOURCE,
  CITY_RESOURCE,
  COUNTRY_RESOURCE,
  HOLD_REASON_RESOURCE,
  LOST_REASON_RESOURCE,
  PARTNER_RESOURCE,
  REJECT_REASON_RESOURCE,
  SERVICE_TYPE_RESOURCE,
} from '@console/contracts';
import { resourceController } from '../core/resources/resource.controller.js';

/** The catalogue's own reference resources (ARCHITECTURE §2): countries, cities, partners, service types, reasons. */
@Module({
  controllers: [
    COUNTRY_RESOURCE,
    CITY_RESOURCE,
    PARTNER_RESOURCE,
    SERVICE_TYPE_RESOURCE,
    LOST_REASON_RESOURCE,
    HOLD_REASON_RESOURCE,
    REJECT_REASON_RESOURCE,
    CANCEL_REASON_RESOURCE,
  ].map((spec) => resourceController(spec)),
})
export class CatalogueModule {}
