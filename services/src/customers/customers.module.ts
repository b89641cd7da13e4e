import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssignUserHandler } from './commands/assign-user.handler.js';
import { ChangeUserStatusHandler } from './commands/change-user-status.handler.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { PatchUserHandler } from './commands/patch-user.handler.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [UsersController],
  providers: [RegisterUserHandler, PatchUserHandler, AssignUserHandler, ChangeUserStatusHandler],
})
export class CustomersModule {}
