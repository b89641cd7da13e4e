import { Module } from '@nestjs/common';
import { TasksController } from './tasks.controller.js';

/** Tasks and task logs (spec 2 §2 Tasks). The tasks order actions ask for are recorded by the order's handler. */
@Module({ controllers: [TasksController] })
export class NotificationsModule {}
