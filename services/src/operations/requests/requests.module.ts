import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateRequestHandler } from './commands/create-request.handler.js';
import { RequestActionHandler } from './commands/request-action.handler.js';
import { RequestNoteController } from './note/note.controller.js';
import { RequestsController } from './requests.controller.js';
import { TimeSlotsController } from './time-slots.controller.js';

/** Requests and their lines (spec 2 §2–§9): the operations context's request aggregate. */
@Module({
  imports: [CqrsModule],
  controllers: [RequestsController, RequestNoteController, TimeSlotsController],
  providers: [CreateRequestHandler, RequestActionHandler],
})
export class RequestsModule {}
