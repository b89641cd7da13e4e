import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssignUserHandler } from './commands/assign-user.handler.js';
import { ChangeUserStatusHandler } from './commands/change-user-status.handler.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { UpdateUserHandler } from './commands/update-user.handler.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [UsersController],
  providers: [RegisterUserHandler, UpdateUserHandler, AssignUserHandler, ChangeUserStatusHandler],
})
export class CustomersModule {}
