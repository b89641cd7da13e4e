import { Module } from '@nestjs/common';
import { AuthenticationController } from './authentication.controller.js';
import { SignInThrottle } from './sign-in-throttle.js';

@Module({
  controllers: [AuthenticationController],
  providers: [{ provide: SignInThrottle, useFactory: () => new SignInThrottle() }],
})
export class IdentityModule {}
