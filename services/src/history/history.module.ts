import { Module } from '@nestjs/common';
import { CommentsController } from './comments.controller.js';
import { ModelViewsController } from './model-views.controller.js';
import { RevisionsController } from './revisions.controller.js';

@Module({ controllers: [RevisionsController, CommentsController, ModelViewsController] })
export class HistoryModule {}
