import { Module } from '@nestjs/common';
import { AuthenticationController } from './authentication.controller.js';
import { MeController } from './me.controller.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { UserLogsController } from './user-logs.controller.js';

@Module({
  controllers: [AuthenticationController, MeController, UserLogsController],
  providers: [{ provide: SignInThrottle, useFactory: () => new SignInThrottle() }],
})
export class IdentityModule {}
