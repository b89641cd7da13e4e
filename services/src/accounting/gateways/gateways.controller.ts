import crypto from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CaptureBody,
  GATEWAY_MESSAGES,
  canonicalInt,
  isGatewayProvider,
  PAYMENT_LINK_MESSAGES,
  PaymentLinkBody,
  type PaymentLinkFields,
  providerOfCountry,
  type GatewayProvider,
  type PaymentRow,
} from '@console/contracts';
import type { Request, Response } from 'express';
import { commandContextOf, systemContext, type Actor } from '../../core/command-context.js';
import { correlationIdOf } from '../../core/http/correlation.js';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CurrentActor, Public, RequirePermission } from '../../core/auth/auth.decorators.js';
import { scopeOf } from '../accounting-answers.js';
import { AccountingQueries } from '../accounting.queries.js';
import { toPaymentRow } from '../accounting.rows.js';
import type { HostedRedirect } from './card-gateway.port.js';
import { CardGateways } from './card-gateways.js';
import {
  CaptureCardPaymentCommand,
  CreatePaymentLinkCommand,
  OpenPaymentLinkCommand,
  ReconcileCardPaymentCommand,
  SettleGatewayCallbackCommand,
  type CallbackOutcome,
  type CaptureOutcome,
  type PaymentLinkResult,
} from './gateway-commands.js';
import { readBody } from './gateway-http.js';
import { autoPostPage, escapeHtml } from './gateway-pages.js';
import { paymentLinkSignatureValid } from './payment-link-signature.js';
import { IdParam, Reply } from '../../core/http/route-params.js';

const provider = (v: string): GatewayProvider => {
  if (!isGatewayProvider(v)) throw new DomainException({ kind: 'not_found', message: GATEWAY_MESSAGES.badLink });
  return v;
};

/** Every field of a link read in its canonical spelling (an undefined one was not). */
const isLinkFields = (f: {
  [K in keyof PaymentLinkFields]: K extends 'provider' ? GatewayProvider : number | undefined;
}): f is PaymentLinkFields => Object.values(f).every((v) => v !== undefined);

const page = (res: Response, status: number, title: string, text: string) => {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
};

/**
 * Card gateways (spec 3 §7 card capture, §9 payment links): capture by saved card, payment links and the
 * SEND_PAYMENT_LINK_TO_CUSTOMER task, the link itself (opened by the customer, no sign-in, signed), and the
 * gateways' return URL and webhook, which are trusted only once their signature (or Tap's own record) says so.
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class GatewaysController {
  private readonly queries: AccountingQueries;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.queries = new AccountingQueries(infra.db);
  }

  /** The app's public address, which the gateways' return URLs and the payment links start with. */
  private base(req: Request): string {
    return this.gateways.config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  }

  @Post('api/tap-capture')
  @RequirePermission('payments', 'create')
  @ApiOperation({
    summary:
      'Card capture by Tap (spec 3 §7, country 2): userId, amount × 10000, invoiceId, urlConstructionSource; attemptKey makes a retry the same payment',
  })
  tapCapture(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    return this.capture('tap', body, actor, req, res);
  }

  @Post('api/payfort-capture')
  @RequirePermission('payments', 'create')
  @ApiOperation({ summary: 'Card capture by PayFort (spec 3 §7, countries other than 2): as tap-capture' })
  payfortCapture(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    return this.capture('payfort', body, actor, req, res);
  }

  private async capture(gateway: GatewayProvider, body: unknown, actor: Actor, req: Request, res: Response) {
    const input = decodeOrThrow(CaptureBody, body);
    const outcome = await this.commands.execute<CaptureCardPaymentCommand, CaptureOutcome>(
      new CaptureCardPaymentCommand(gateway, input, this.base(req), commandContextOf(actor)),
    );
    return this.answer(outcome, actor, res);
  }

  @Post('api/payments/:id/reconcile')
  @HttpCode(200)
  @RequirePermission('payments', 'update')
  @ApiOperation({
    summary:
      'Settle a pending card payment with its gateway (PayFort CHECK_STATUS, Tap idempotent charge): never charges twice',
  })
  async reconcile(@IdParam() id: number, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    const outcome = await this.commands.execute<ReconcileCardPaymentCommand, CaptureOutcome>(
      new ReconcileCardPaymentCommand(id, this.base(req), commandContextOf(actor)),
    );
    return this.answer(outcome, actor, res, 200);
  }

  /** The payment once settled (201 for a capture, 200 for a reconcile); 202 with the spec-less notice while it stays pending. */
  private async answer(
    outcome: CaptureOutcome,
    actor: Actor,
    res: Response,
    settled = 201,
  ): Promise<PaymentRow | Record<string, unknown>> {
    await awaitReadModels(this.infra.readModels, outcome.position, res);
    const row = await this.queries.get('rm.payments', outcome.id, scopeOf(actor), toPaymentRow);
    if (outcome.status === 'pending') {
      res.status(202);
      return { ...(row ?? { id: outcome.id }), message: GATEWAY_MESSAGES.pending };
    }
    res.status(settled);
    return row ?? { id: outcome.id, status: outcome.status };
  }

  @Post('api/v1/payment-links')
  @RequirePermission('payments', 'create')
  @ApiOperation({
    summary:
      'A payment link for a customer (/payment/{tap|payfort}/{userId}/{amount}?countryId=..); send: true also records SEND_PAYMENT_LINK_TO_CUSTOMER',
  })
  async link(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    const input = decodeOrThrow(PaymentLinkBody, body);
    const link = await this.commands.execute<CreatePaymentLinkCommand, PaymentLinkResult>(
      new CreatePaymentLinkCommand(input, this.base(req), commandContextOf(actor)),
    );
    if (link.taskId !== null) await awaitReadModels(this.infra.readModels, link.position, res);
    res.status(201);
    return { url: link.url, provider: link.provider, taskId: link.taskId, expiresAt: link.expiresAt };
  }

  @Get('payment/:provider/:userId/:amount')
  @Public()
  @ApiOperation({ summary: "The payment link a customer opens: a pending payment, then the gateway's hosted page" })
  async open(
    @Param('provider') p: string,
    @Param('userId') userIdText: string,
    @Param('amount') amountText: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const gateway = provider(p);
    // Each field only in its canonical spelling (contracts' canonicalInt): `010000`, `1e4`, `0x3c0` are not 10000.
    const fields = {
      provider: gateway,
      userId: canonicalInt(userIdText),
      amount: canonicalInt(amountText),
      countryId: canonicalInt(query['countryId']),
      invoiceId: query['invoiceId'] === undefined ? 0 : canonicalInt(query['invoiceId']),
      expiresAt: canonicalInt(query['expiresAt']),
    };
    if (!isLinkFields(fields) || (fields.invoiceId === 0 && query['invoiceId'] !== undefined))
      return page(res, 400, GATEWAY_MESSAGES.badLink, GATEWAY_MESSAGES.badLink);
    const valid =
      providerOfCountry(fields.countryId) === gateway &&
      paymentLinkSignatureValid(this.infra.config.jwtSecret, fields, query['sig']);
    if (!valid) return page(res, 400, GATEWAY_MESSAGES.badLink, GATEWAY_MESSAGES.badLink);
    if (fields.expiresAt * 1000 <= Date.now())
      return page(res, 410, PAYMENT_LINK_MESSAGES.expired, PAYMENT_LINK_MESSAGES.expired);
    let redirect: HostedRedirect;
    try {
      redirect = await this.commands.execute<OpenPaymentLinkCommand, HostedRedirect>(
        new OpenPaymentLinkCommand(fields, String(query['sig']), this.base(req), systemContext(correlationIdOf(req))),
      );
    } catch (e) {
      // The customer's browser gets a page in words, with the status the API would answer.
      if (!(e instanceof DomainException) || !['validation', 'conflict'].includes(e.error.kind)) throw e;
      return page(res, e.error.kind === 'conflict' ? 409 : 400, GATEWAY_MESSAGES.badLink, e.message);
    }
    if (redirect.method === 'GET') return res.redirect(303, redirect.url);
    // PayFort's page is posted to: a self-submitting form, allowed (by this answer's own policy) to post there only.
    const nonce = crypto.randomBytes(16).toString('base64');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(redirect.url).origin}; base-uri 'none'`,
    );
    res
      .status(200)
      .type('html')
      .send(autoPostPage(redirect.url, redirect.fields, nonce));
  }

  @Get('api/v1/gateways/:provider/return')
  @Public()
  returnGet(
    @Param('provider') p: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.returned(provider(p), query, req, res);
  }

  @Post('api/v1/gateways/:provider/return')
  @Public()
  @ApiOperation({
    summary: "The gateway's return URL: the customer's browser with the signed result (PayFort fields, Tap's tap_id)",
  })
  async returnPost(@Param('provider') p: string, @Req() req: Request, @Res() res: Response) {
    return this.returned(provider(p), await this.fields(req), req, res);
  }

  @Post('api/v1/gateways/:provider/webhook')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: "The gateway's server-to-server notification (Tap post.url with hashstring, PayFort transaction feedback)",
  })
  async webhook(@Param('provider') p: string, @Req() req: Request) {
    return this.settle(provider(p), await this.fields(req), req);
  }

  private async returned(
    gateway: GatewayProvider,
    fields: Record<string, unknown>,
    req: Request,
    res: Response,
  ): Promise<void> {
    let status: string;
    try {
      status = (await this.settle(gateway, fields, req)).status;
    } catch (e) {
      if (e instanceof DomainException && e.error.kind === 'validation')
        return page(res, 400, GATEWAY_MESSAGES.badSignature, e.message);
      throw e;
    }
    const paid = status === 'complete';
    page(
      res,
      200,
      paid ? 'Payment received' : status === 'failed' ? 'Payment declined' : 'Payment pending',
      paid ? 'Thank you, your payment was received.' : 'Your payment was not completed.',
    );
  }

  /** The gateway's adapter reads (and verifies) what came back; the handler settles the attempt it names. */
  private settle(gateway: GatewayProvider, fields: Record<string, unknown>, req: Request): Promise<CallbackOutcome> {
    return this.commands.execute<SettleGatewayCallbackCommand, CallbackOutcome>(
      new SettleGatewayCallbackCommand(gateway, { fields, headers: req.headers }, systemContext(correlationIdOf(req))),
    );
  }

  /** JSON (parsed by the app) or a browser's form post, which the app's JSON parser leaves unread. */
  private async fields(req: Request): Promise<Record<string, unknown>> {
    const parsed: unknown = req.body;
    if (typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length > 0)
      return parsed as Record<string, unknown>;
    return req.readable ? readBody(req) : {};
  }
}
