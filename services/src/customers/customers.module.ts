import { CarryOverTagNamesHandler } from './tags/carry-over-tag-names.js';
import { TagsController } from './tags/tags.controller.js';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { PatchUserHandler } from './commands/patch-user.handler.js';
import { ImpersonationController } from './impersonation/impersonation.controller.js';
import { StaffController } from './staff/staff.controller.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [UsersController, StaffController, ImpersonationController, TagsController],
  providers: [RegisterUserHandler, PatchUserHandler, CarryOverTagNamesHandler],
})
export class CustomersModule {}
