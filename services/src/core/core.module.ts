import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AuthGuard } from '../identity/auth.guard.js';
import { TokenService } from '../identity/token.service.js';
import { ApiErrorFilter } from './http/api-error.filter.js';
import { INFRASTRUCTURE, type Infrastructure } from './infrastructure.js';

/** The infrastructure, tokens, the guard on every route and the JSON error answers, for every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: INFRASTRUCTURE, useValue: infra },
        { provide: TokenService, useValue: new TokenService(infra.config.jwtSecret) },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ApiErrorFilter },
      ],
      exports: [INFRASTRUCTURE, TokenService],
    };
  }
}
