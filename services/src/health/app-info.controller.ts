import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppInfo } from '@console/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { Public } from '../core/auth/auth.decorators.js';
import { demoDataProgress } from '../seed/demo-data-progress.js';

/**
 * What the console shows before and beside sign-in: the environment label (APP_ENV_LABEL), and how far the demo
 * data of a first start is (the notice shown while it loads, issue 13).
 */
@ApiTags('health')
@Controller('api/v1/app-info')
export class AppInfoController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The environment label of the sign-in screen, and the demo data loading state' })
  info(): AppInfo {
    return { envLabel: this.infra.config.appEnvLabel, demoData: demoDataProgress.status() };
  }
}
