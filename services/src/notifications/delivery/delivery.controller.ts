import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
  type OnModuleInit,
} from '@nestjs/common';
import { validationError } from '@console/contracts';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { Public } from '../../core/auth/auth.decorators.js';
import { verifyWatiWebhook, WATI_SIGNATURE_HEADER } from '../channels/wati-webhook.js';
import { webhookSecretsOf } from '../channels/webhook-secrets.js';
import { NotifierEffects } from '../notifier/notifier-effects.js';
import { TRACKING_PATH, trackingKeyOf, trackingSignatureValid } from '../tracking/mail-tracking.js';
import { DeliveryReports } from './delivery-reports.js';
import { MAIL_SIGNATURE_HEADER, verifyMailWebhook } from './mail-webhook.js';
import { IdParam } from '../../core/http/route-params.js';

/** A transparent 1×1 GIF: what the opened pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const rawOf = (req: Request): Buffer => {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  return raw ?? Buffer.alloc(0);
};

const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

const unauthenticated = () => new UnauthorizedException('The webhook signature is not valid');
const malformed = () => new DomainException(validationError([{ path: 'body', message: 'Not a delivery report' }]));

/**
 * Delivery beyond `sent` (issue 33): WATI's status webhooks and the mail server's delivery notices (signed over the
 * raw body: a bad signature is 401 and changes nothing), the opened pixel and the click links of a mail (signed per
 * message: a bad signature is 404, and a click goes nowhere). Each moves the communication record forward only, once.
 */
@ApiExcludeController()
@Controller()
export class DeliveryController implements OnModuleInit {
  private readonly reports: DeliveryReports;
  private readonly secrets: { readonly wati: string; readonly mail: string };
  private readonly trackingKey: string;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.reports = new DeliveryReports(new AggregateRepository(infra.store), infra.db);
    this.secrets = webhookSecretsOf(infra.config);
    this.trackingKey = trackingKeyOf(infra.config.jwtSecret);
  }

  async onModuleInit(): Promise<void> {
    // The API may run without the notifier role: the tables the reports use exist either way.
    await NotifierEffects.migrate(this.infra.db);
    await DeliveryReports.migrate(this.infra.db);
  }

  @Post('api/v1/webhooks/wati')
  @HttpCode(200)
  @Public()
  async wati(@Req() req: Request): Promise<{ status: string }> {
    const verdict = verifyWatiWebhook(rawOf(req), header(req, WATI_SIGNATURE_HEADER), this.secrets.wati);
    if (verdict.kind === 'rejected') throw verdict.reason === 'signature' ? unauthenticated() : malformed();
    if (verdict.kind === 'ignored') return { status: 'ignored' };
    const u = verdict.update;
    return {
      status: await this.reports.report({
        key: u.localMessageId,
        status: u.status,
        at: u.at ?? new Date(),
        errorMessage: u.failure,
      }),
    };
  }

  @Post('api/v1/webhooks/mail')
  @HttpCode(200)
  @Public()
  async mail(@Req() req: Request): Promise<{ status: string }> {
    const verdict = verifyMailWebhook(rawOf(req), header(req, MAIL_SIGNATURE_HEADER), this.secrets.mail);
    if (verdict.kind === 'rejected') throw verdict.reason === 'signature' ? unauthenticated() : malformed();
    return { status: await this.reports.report(verdict.report) };
  }

  @Get(`${TRACKING_PATH.slice(1)}/:id/open.gif`)
  @Public()
  async opened(@IdParam() id: number, @Query('s') s: unknown, @Res() res: Response): Promise<void> {
    if (!trackingSignatureValid(this.trackingKey, id, 'open', s)) {
      res.status(404).json({ name: 'NotFound', message: 'Not found', code: 404 });
      return;
    }
    await this.reports.apply(id, 'read', new Date());
    res.status(200).set({ 'content-type': 'image/gif', 'cache-control': 'no-store' }).send(PIXEL);
  }

  @Get(`${TRACKING_PATH.slice(1)}/:id/click`)
  @Public()
  async clicked(
    @IdParam() id: number,
    @Query('u') u: unknown,
    @Query('s') s: unknown,
    @Res() res: Response,
  ): Promise<void> {
    // The target is signed with the message: an unsigned or altered one is no open redirect.
    if (
      typeof u !== 'string' ||
      !/^https?:\/\//i.test(u) ||
      !trackingSignatureValid(this.trackingKey, id, 'click', s, u)
    ) {
      res.status(404).json({ name: 'NotFound', message: 'Not found', code: 404 });
      return;
    }
    await this.reports.apply(id, 'clicked', new Date());
    res.redirect(302, u);
  }
}
