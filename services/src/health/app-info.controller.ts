import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { Public } from '../identity/auth.decorators.js';

/** What the sign-in page shows before anyone signs in: the environment label (APP_ENV_LABEL). */
@ApiTags('health')
@Controller('api/v1/app-info')
export class AppInfoController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The environment label of the sign-in screen' })
  info() {
    return { envLabel: this.infra.config.appEnvLabel };
  }
}
