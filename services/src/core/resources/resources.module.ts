import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResourceCommandHandler } from './resource-command.handler.js';

/**
 * The one command handler of every simple resource. Each resource's calls are registered by the module of the
 * context that owns it (resourceController), so its routes sit with the rest of that context.
 */
@Module({ imports: [CqrsModule], providers: [ResourceCommandHandler] })
export class ResourcesModule {}
