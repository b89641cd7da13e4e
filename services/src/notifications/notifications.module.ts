import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateTaskHandler, EditTaskHandler } from './task-command.handlers.js';
import { CommunicationRecordsController } from './communication-records.controller.js';
import { DeliveryController } from './delivery/delivery.controller.js';
import { DevMailboxController } from './mailbox/dev-mailbox.controller.js';
import { TemplateTestingController } from './templates/template-testing.controller.js';
import { TasksController } from './tasks.controller.js';

/**
 * Tasks and task logs (spec 2 §2 Tasks). The tasks order and request actions ask for are recorded by the task
 * recorder (task-recorder.ts), which the projector process runs beside the projections (app/start-infrastructure.ts).
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    TasksController,
    CommunicationRecordsController,
    TemplateTestingController,
    DeliveryController,
    DevMailboxController,
  ],
  providers: [CreateTaskHandler, EditTaskHandler],
})
export class NotificationsModule {}
