import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { PatchUserHandler } from './commands/patch-user.handler.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [UsersController],
  providers: [RegisterUserHandler, PatchUserHandler],
})
export class CustomersModule {}
