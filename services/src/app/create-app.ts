import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { correlationMiddleware } from '../core/http/correlation.js';
import { securityHeaders, unreadableBodyAnswer } from '../core/http/security-headers.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { applyCodecLimits } from '../core/http/openapi-limits.js';
import { CreateComment } from '../history/comments.controller.js';
import { ModelViewBody } from '../history/model-views.controller.js';
import { DeleteRevisionsBody } from '../history/revisions.controller.js';
import { CreateTaskBody } from '../notifications/tasks.controller.js';
import { StorageTypeImportBody } from '../operations/warehouses/storage-type-import.js';
import { ChargesBulkDeleteBody } from '@console/contracts';
import { AppModule } from './app.module.js';

/** The HTTP application: API, OpenAPI at /api/docs, and the built console at / when it exists. */
export const createApp = async (infra: Infrastructure, webDist?: string): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra), {
    logger: ['error', 'warn'],
    // The delivery webhooks are signed over their raw bytes (notifications/delivery): Nest keeps them as req.rawBody.
    rawBody: true,
  });
  // The generic calls use nested operators (createdAt[$gte]=..., $sort[id]=-1): Express 5 needs the qs parser.
  app.set('query parser', 'extended');
  // One correlation id per call, the caller's X-Correlation-Id or a new one, answered and put on its events.
  app.use(correlationMiddleware);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  // Storage photos arrive as JPEG data URLs in a JSON body (spec 2 §7): room for a full-size phone photo.
  app.useBodyParser('json', { limit: '25mb' });
  // Right after the parsers: a body they cannot read is a 400 that never repeats the body.
  app.use(unreadableBodyAnswer);
  app.enableShutdownHooks();
  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Storage console API')
      .setDescription('Commands answer after their read models caught up (X-Read-Your-Writes header).')
      .addBearerAuth()
      .build(),
  );
  // Request bodies and path ids as their codecs decode them, limits included (issue 11).
  const unlisted = applyCodecLimits(openApi, {
    'post /api/comments': CreateComment,
    'post /api/v1/charges/delete': ChargesBulkDeleteBody,
    'post /api/model-views': ModelViewBody,
    'post /api/v1/revisions/delete': DeleteRevisionsBody,
    'post /api/tasks': CreateTaskBody,
    'post /api/v1/storage-types/import': StorageTypeImportBody,
  });
  if (unlisted.length > 0)
    console.warn(`[api] OpenAPI: body codecs of routes that do not exist: ${unlisted.join(', ')}`);
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    // Files under /assets/ carry a content hash in their names: cache them for a year; index.html is rechecked.
    app.useStaticAssets(webDist, {
      setHeaders: (res: ServerResponse, file: string) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
};
