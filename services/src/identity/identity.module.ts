import { Module } from '@nestjs/common';
import { AuthenticationController } from './authentication.controller.js';
import { MeController } from './me.controller.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { UserLogsController } from './user-logs.controller.js';
import { SignInLinks } from './sign-in-links/sign-in-links.js';
import { SignInLinksController } from './sign-in-links/sign-in-links.controller.js';

@Module({
  controllers: [AuthenticationController, MeController, UserLogsController, SignInLinksController],
  providers: [{ provide: SignInThrottle, useFactory: () => new SignInThrottle() }, SignInLinks],
  exports: [SignInLinks],
})
export class IdentityModule {}
