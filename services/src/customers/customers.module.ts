import { CarryOverTagNamesHandler } from './tags/carry-over-tag-names.js';
import { TagsController } from './tags/tags.controller.js';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { PatchUserHandler } from './commands/patch-user.handler.js';
import { ImpersonationController } from './impersonation/impersonation.controller.js';
import { StaffController } from './staff/staff.controller.js';
import { UsersController } from './users.controller.js';
import { UserHoldController } from './user-hold.controller.js';
import { UserHoldHandler } from './commands/user-hold.handler.js';

@Module({
  imports: [CqrsModule],
  // The hold's routes before the users controller's `POST api/users/:id/:action`.
  controllers: [UserHoldController, UsersController, StaffController, ImpersonationController, TagsController],
  providers: [RegisterUserHandler, PatchUserHandler, CarryOverTagNamesHandler, UserHoldHandler],
})
export class CustomersModule {}
