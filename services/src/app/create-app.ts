import fs from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { correlationMiddleware } from '../core/http/correlation.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { AppModule } from './app.module.js';

/** The HTTP application: API, OpenAPI at /api/docs, and the built console at / when it exists. */
export const createApp = async (infra: Infrastructure, webDist?: string): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra), { logger: ['error', 'warn'] });
  // The generic calls use nested operators (createdAt[$gte]=..., $sort[id]=-1): Express 5 needs the qs parser.
  app.set('query parser', 'extended');
  // One correlation id per call, the caller's X-Correlation-Id or a new one, answered and put on its events.
  app.use(correlationMiddleware);
  // Storage photos arrive as JPEG data URLs in a JSON body (spec 2 §7): room for a full-size phone photo.
  app.useBodyParser('json', { limit: '25mb' });
  app.enableShutdownHooks();
  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Storage console API')
      .setDescription('Commands answer after their read models caught up (X-Read-Your-Writes header).')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    // Files under /assets/ carry a content hash in their names: cache them for a year; index.html is rechecked.
    app.useStaticAssets(webDist, {
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
};
