import { Module } from '@nestjs/common';
import { AuthenticationController } from './authentication.controller.js';
import { MeController } from './me.controller.js';
import { SignInThrottle } from './sign-in-throttle.js';

@Module({
  controllers: [AuthenticationController, MeController],
  providers: [{ provide: SignInThrottle, useFactory: () => new SignInThrottle() }],
})
export class IdentityModule {}
