import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResourcesModule } from '../core/resources/resources.module.js';
import { ResourceRoutesModule } from './resource-routes.module.js';
import { CoreModule } from '../core/core.module.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { AddressesModule, CustomersModule } from '../customers/index.js';
import { AppInfoController } from '../health/app-info.controller.js';
import { HealthController } from '../health/health.controller.js';
import { ProjectionsStatusController } from '../health/projections-status.controller.js';
import { HistoryModule } from '../history/index.js';
import { IdentityModule } from '../identity/index.js';
import { LiveController } from '../live/live.controller.js';
import { SalesModule } from '../sales/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { PhotosModule, RequestsModule, StoragesModule, WarehousesModule } from '../operations/index.js';
import { AccountingModule } from '../accounting/index.js';
import { AnalyticsModule } from '../analytics/index.js';

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        CoreModule.forRoot(infra),
        ResourcesModule,
        IdentityModule,
        CustomersModule,
        AddressesModule,
        SalesModule,
        WarehousesModule,
        StoragesModule,
        RequestsModule,
        PhotosModule,
        ResourceRoutesModule,
        HistoryModule,
        NotificationsModule,
        AccountingModule,
        AnalyticsModule,
      ],
      controllers: [HealthController, AppInfoController, LiveController, ProjectionsStatusController],
    };
  }
}
