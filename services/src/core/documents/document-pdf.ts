import { UnauthorizedException } from '@nestjs/common';
import { IdFromString } from '@console/contracts';
import type { Request, Response } from 'express';
import { NOT_AUTHENTICATED } from '../auth/auth.guard.js';
import type { TokenService } from '../auth/token.service.js';
import type { Actor } from '../command-context.js';
import { DomainException } from '../domain.exception.js';
import type { Infrastructure } from '../infrastructure.js';
import { DocumentLinks, type LinkedDocument } from './document-links.js';

/** One record's PDF at `/pdf/<doc>?id=<id>`: how it is read for a user and drawn. */
export interface DocumentPdfSource<Row> {
  readonly doc: LinkedDocument;
  /** What the id names, for the message of a malformed one ('must be a <record> id'). */
  readonly record: string;
  readonly filename: (id: number) => string;
  /** The record when this user may read it (permission and partner scope); a DomainException otherwise. */
  readonly read: (id: number, actor: Actor, query: Record<string, unknown>) => Promise<Row>;
  readonly render: (row: Row) => Promise<Buffer>;
  /** Where the PDF is served, for its signed link: `/pdf/<doc>?id=<id>` unless the spec names another path. */
  readonly path?: (id: number) => string;
  /**
   * The query parameters a link carries on to the PDF (the statement's dates): checked by `read` when the link is
   * asked for. They are not signed: the token names the user and the record, whose access is checked again when
   * the PDF is read, and another date of a record the user may read opens nothing more.
   */
  readonly linkParams?: readonly string[];
}

/**
 * The PDF of a record behind the bearer token, or behind a short-lived signed link (a new browser tab cannot send
 * the header): `link` answers the link for a signed-in user who may read the record; `send` answers the PDF route,
 * which is public as a route because it checks the bearer token or the link itself (the guard would take a link
 * for a bearer). Either way the user is loaded fresh and `read` checks the permission and the partner scope.
 */
export class DocumentPdf<Row> {
  private readonly links: DocumentLinks;

  constructor(
    private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
    private readonly source: DocumentPdfSource<Row>,
  ) {
    this.links = new DocumentLinks(infra.config.jwtSecret, source.doc);
  }

  /** `{ url, expiresAt }`: the signed link to the record's PDF, valid for DOCUMENT_LINK_TTL_SECONDS. */
  async link(
    id: number,
    actor: Actor,
    query: Record<string, unknown> = {},
  ): Promise<{ url: string; expiresAt: string }> {
    const carried = Object.fromEntries(
      (this.source.linkParams ?? []).flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]]])),
    );
    await this.source.read(id, actor, carried);
    const { token, expiresAt } = this.links.issue(actor.id, id);
    const params = new URLSearchParams();
    // `read` decoded them: a carried parameter that is not one text was refused there.
    for (const [name, value] of Object.entries(carried)) if (typeof value === 'string') params.set(name, value);
    params.set('token', token);
    const path = this.source.path?.(id) ?? `/pdf/${this.source.doc}?id=${id}`;
    return { url: `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`, expiresAt };
  }

  async send(query: Record<string, unknown>, req: Request, res: Response): Promise<void> {
    // The contracts' id codec: beyond PostgreSQL's integer is a 400 here, never a database error (issue 11).
    const decoded = IdFromString.decode(query['id']);
    if (decoded._tag === 'Left') {
      throw new DomainException({
        kind: 'validation',
        message: 'Validation error',
        errors: [{ path: 'id', message: `must be a ${this.source.record} id` }],
      });
    }
    const id = decoded.right;
    const actor = await this.caller(req, query, id);
    const pdf = await this.source.render(await this.source.read(id, actor, query));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${this.source.filename(id)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    // The console's Content-Security-Policy (security-headers.ts) is for pages: some browsers' PDF viewers show a
    // blank tab under `object-src 'none'`. A PDF runs no script of ours, and nosniff stays.
    res.removeHeader('Content-Security-Policy');
    res.status(200).end(pdf);
  }

  private async caller(req: Request, query: Record<string, unknown>, id: number): Promise<Actor> {
    const header = req.headers['authorization'];
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const link = typeof query['token'] === 'string' ? query['token'] : undefined;
    const userId =
      bearer !== undefined ? this.tokens.verify(bearer) : link !== undefined ? this.links.verify(link, id) : undefined;
    const actor = userId === undefined ? undefined : await this.infra.loadActor(userId);
    if (!actor) throw new UnauthorizedException(NOT_AUTHENTICATED);
    return actor;
  }
}
