import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, type RequestRow } from '@console/contracts';
import type { Request, Response } from 'express';
import type { Actor } from '../../../core/command-context.js';
import { DocumentPdf } from '../../../core/documents/document-pdf.js';
import { DomainException } from '../../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure.js';
import { CurrentActor, Public, SignedIn } from '../../../core/auth/auth.decorators.js';
import { TokenService } from '../../../core/auth/token.service.js';
import { requestScopeOf } from '../requests.controller.js';
import { RequestsQueries } from '../requests.queries.js';
import { noteDocument } from './note-data.js';
import { renderNotePdf } from './note-pdf.js';
import { IdParam } from '../../../core/http/route-params.js';

/**
 * The request note (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7): the PDF with the bearer
 * token, or with `&token=` a short-lived signed link from `GET /api/v1/requests/:id/note-link` (a new browser tab
 * cannot send the header). A partner user reads only its partner's requests (another's answers 404).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class RequestNoteController {
  private readonly queries: RequestsQueries;
  private readonly notes: DocumentPdf<RequestRow>;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure, tokens: TokenService) {
    this.queries = new RequestsQueries(infra.db);
    this.notes = new DocumentPdf(infra, tokens, {
      doc: 'note',
      record: 'request',
      filename: (id) => `request-note-${id}.pdf`,
      read: (id, actor) => this.readable(id, actor),
      render: async (request) => renderNotePdf(await noteDocument(infra.db, request, new Date())),
    });
  }

  @Get('api/v1/requests/:id/note-link')
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the request note PDF, valid for 5 minutes: { url, expiresAt }' })
  link(@IdParam() id: number, @CurrentActor() actor: Actor) {
    return this.notes.link(id, actor);
  }

  @Get('pdf/note')
  @Public()
  @ApiOperation({ summary: 'The note PDF of a request: bearer token, or ?token= from note-link' })
  pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.notes.send(query, req, res);
  }

  private async readable(id: number, actor: Actor): Promise<RequestRow> {
    if (!can(actor.permissions, 'requests', 'view')) {
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the requests-view permission' });
    }
    const request = await this.queries.get(id, requestScopeOf(actor));
    if (!request) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return request;
  }
}
