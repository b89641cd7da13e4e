import crypto from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Id, ModelName, viewStream } from '@console/contracts';
import * as t from 'io-ts';
import type { Actor } from '../core/command-context.js';
import { commandContextOf, metadataFor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, SignedIn } from '../identity/auth.decorators.js';

export const ModelViewBody = t.type({ model: ModelName, documentId: Id });

/** Model view create (spec 2 §7): viewing a storage or a request is recorded, on a stream of its own. */
@ApiTags('history')
@ApiBearerAuth()
@Controller('api/model-views')
export class ModelViewsController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Record that the signed-in user viewed a record; not a change of the record' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const { model, documentId } = decodeOrThrow(ModelViewBody, body);
    await this.infra.store.append(
      viewStream(model, documentId),
      [{ id: crypto.randomUUID(), type: 'ModelViewed', data: { model, documentId, userId: actor.id }, metadata: metadataFor(commandContextOf(actor), 'ViewModel', new Date()) }],
      'any',
    );
    return { model, documentId };
  }
}
