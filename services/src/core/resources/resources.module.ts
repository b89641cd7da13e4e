import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResourceCommandHandler } from './resource-command.handler.js';

/** The one command handler of every simple resource (its calls: app/resource-routes.module.ts). */
@Module({ imports: [CqrsModule], providers: [ResourceCommandHandler] })
export class ResourcesModule {}
