import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Id, ModelName, type ModelViewed } from '@console/contracts';
import * as t from 'io-ts';
import type { Actor } from '../core/command-context.js';
import { commandContextOf } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { CurrentActor, SignedIn } from '../core/auth/auth.decorators.js';
import { ViewModelCommand, type HistoryCommandResult } from './history-commands.js';

export const ModelViewBody = t.type({ model: ModelName, documentId: Id });

/** Model view create (spec 2 §7): viewing a storage or a request is recorded, on a stream of its own. */
@ApiTags('history')
@ApiBearerAuth()
@Controller('api/model-views')
export class ModelViewsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Record that the signed-in user viewed a record; not a change of the record' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const { model, documentId } = decodeOrThrow(ModelViewBody, body);
    await this.commands.execute<ViewModelCommand, HistoryCommandResult<ModelViewed>>(
      new ViewModelCommand(model, documentId, commandContextOf(actor)),
    );
    return { model, documentId };
  }
}
