import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResourcesModule } from '../core/resources/resources.module.js';
import { ResourceRoutesModule } from './resource-routes.module.js';
import { CoreModule } from '../core/core.module.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { CustomersModule } from '../customers/customers.module.js';
import { AddressesModule } from '../customers/addresses/addresses.module.js';
import { AppInfoController } from '../health/app-info.controller.js';
import { HealthController } from '../health/health.controller.js';
import { ProjectionsStatusController } from '../health/projections-status.controller.js';
import { HistoryModule } from '../history/history.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LiveController } from '../live/live.controller.js';
import { SalesModule } from '../sales/sales.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { StoragesModule } from '../operations/storages.module.js';
import { WarehousesModule } from '../operations/warehouses/warehouses.module.js';
import { RequestsModule } from '../operations/requests/requests.module.js';
import { PhotosModule } from '../operations/photos.module.js';
import { AccountingModule } from '../accounting/accounting.module.js';

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
      ],
      controllers: [HealthController, AppInfoController, LiveController, ProjectionsStatusController],
    };
  }
}
