import crypto from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Id, renderTemplate, templateVariablesOf, Text, validationError } from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { RequirePermission } from '../../core/auth/auth.decorators.js';
import {
  isMailFailure,
  isWhatsAppFailure,
  loadSmtpConfig,
  loadWatiConfig,
  mailMessageIdOf,
  SmtpMailer,
  WatiWhatsApp,
  type SmtpSettings,
  type WatiSettings,
} from '../channels/index.js';
import { localTestChannels } from './local-test-channels.js';

/** Spec 3 §7 Template test: `{email, templateName, countryId}` or `{phone, templateName, countryId}`. */
const TestBody = t.union([
  t.type({ email: Text, templateName: Text, countryId: Id }),
  t.type({ phone: Text, templateName: Text, countryId: Id }),
]);

interface TemplateRow {
  readonly templateName: string;
  readonly subject: string;
  readonly body: string;
  readonly fromEmail: string;
  readonly watiTempName: string | null;
  readonly watiTemplateVariables: readonly string[];
  readonly watiTemplateVariablesMapping: Readonly<Record<string, string>>;
}

const refused = (path: string, message: string) => new DomainException(validationError([{ path, message }]));

/** Every variable's sample value is its own name in brackets, so the test mail shows where each one lands. */
const sampleOf = (...templates: string[]): Record<string, string> =>
  Object.fromEntries(
    templates.flatMap((tpl) => {
      const read = templateVariablesOf(tpl);
      return read.ok ? read.variables.map((v) => [v, `[${v}]`]) : [];
    }),
  );

/**
 * The show page's test e-mail and test WhatsApp (spec 3 §2, §7): the template rendered with sample values and sent
 * through the real channels (SMTP, WATI), the local servers when none is configured (development, embedded).
 */
@ApiTags('communication-templates')
@ApiBearerAuth()
@Controller()
export class TemplateTestingController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Post('api/communication-templates-testing')
  @HttpCode(201)
  @RequirePermission('communication-templates', 'update')
  @ApiOperation({ summary: 'Sends a communication template, rendered with sample values, to an e-mail or phone' })
  async test(@Body() body: unknown): Promise<{ message: string }> {
    const input = decodeOrThrow(TestBody, body);
    const template = await this.template(input.templateName, input.countryId);
    const key = `template-test:${template.templateName}:${crypto.randomUUID()}`;
    if ('email' in input) {
      const mailer = new SmtpMailer(await smtpSettings());
      const sample = sampleOf(template.subject, template.body);
      try {
        await mailer.send({
          from: template.fromEmail,
          to: [input.email],
          subject: renderTemplate(template.subject, sample),
          html: renderTemplate(template.body, sample),
          messageId: mailMessageIdOf(key, 'template-test.local'),
        });
      } catch (e) {
        if (isMailFailure(e)) throw refused('email', e.message);
        throw e;
      }
    } else {
      if (!template.watiTempName) throw refused('templateName', 'The template has no WhatsApp template name');
      try {
        await new WatiWhatsApp(await watiSettings()).sendTemplate({
          whatsappNumber: input.phone.replace(/\D/g, ''),
          templateName: template.watiTempName,
          broadcastName: key,
          parameters: template.watiTemplateVariables.map((name) => ({
            name,
            value: `[${template.watiTemplateVariablesMapping[name] ?? name}]`,
          })),
        });
      } catch (e) {
        if (isWhatsAppFailure(e)) throw refused('phone', e.message);
        throw e;
      }
    }
    return { message: 'Test sent' };
  }

  /** The template of that name for the country, else the one of that name for every country. */
  private async template(templateName: string, countryId: number): Promise<TemplateRow> {
    const r = await sql<TemplateRow>`
      SELECT "templateName", subject, body, "fromEmail", "watiTempName", "watiTemplateVariables",
             "watiTemplateVariablesMapping"
      FROM rm.communication_templates
      WHERE "templateName" = ${templateName} AND ("countryId" = ${countryId} OR "countryId" IS NULL)
      ORDER BY "countryId" NULLS LAST, id DESC LIMIT 1`.execute(this.infra.db);
    const row = r.rows[0];
    if (!row) throw refused('templateName', `No template named '${templateName}' for country ${countryId}`);
    return row;
  }
}

const smtpSettings = async (): Promise<SmtpSettings> => {
  const config = loadSmtpConfig();
  if (config.smtp) return config.smtp;
  if (!config.local) throw refused('email', 'No SMTP server is configured (SMTP_URL)');
  return (await localTestChannels()).smtpSettings;
};

const watiSettings = async (): Promise<WatiSettings> => {
  const config = loadWatiConfig();
  if (config.wati) return config.wati;
  return (await localTestChannels()).watiSettings;
};
