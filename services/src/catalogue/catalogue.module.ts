import { Module } from '@nestjs/common';
import { CATALOGUE_RESOURCES, type CatalogueResourceName } from '@console/contracts';
import { catalogueController } from './catalogue.controller.js';

@Module({
  controllers: (Object.keys(CATALOGUE_RESOURCES) as CatalogueResourceName[]).map(catalogueController),
})
export class CatalogueModule {}
