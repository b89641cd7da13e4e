import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard.js';
import { TokenService } from './auth/token.service.js';
import { ApiErrorFilter } from './http/api-error.filter.js';
import { SessionConsistencyInterceptor } from './http/session-consistency.interceptor.js';
import { SessionFences } from './http/session-fences.js';
import { INFRASTRUCTURE, type Infrastructure } from './infrastructure.js';

/**
 * The infrastructure, tokens, the guard on every route, the JSON error answers and the session's read-your-writes
 * (session-fences.ts), for every module.
 */
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
        SessionFences,
        { provide: APP_INTERCEPTOR, useClass: SessionConsistencyInterceptor },
      ],
      exports: [INFRASTRUCTURE, TokenService, SessionFences],
    };
  }
}
