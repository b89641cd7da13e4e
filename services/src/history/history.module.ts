import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCommentHandler, DeleteRevisionsHandler, ViewModelHandler } from './history-command.handlers.js';
import { CommentsController } from './comments.controller.js';
import { ModelViewsController } from './model-views.controller.js';
import { RevisionsController } from './revisions.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [RevisionsController, CommentsController, ModelViewsController],
  providers: [AddCommentHandler, DeleteRevisionsHandler, ViewModelHandler],
})
export class HistoryModule {}
