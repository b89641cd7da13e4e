import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { FilesInterceptor } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SURVEY_ANSWER_MAX,
  SURVEY_MESSAGES,
  SURVEY_RESOURCE,
  surveyPageTexts,
  surveyQuestionsOf,
  surveySentChanges,
  type GlobalPosition,
  type SurveyQuestion,
  type SurveyStatus,
} from '@console/contracts';
import type { BlobStore } from '@console/infra';
import type { Request, Response } from 'express';
import { BLOB_STORE } from '../../core/blob-store-token.js';
import { commandContextOf, systemContext, type Actor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CurrentActor, Public, RequirePermission } from '../../core/auth/auth.decorators.js';
import { correlationIdOf } from '../../core/http/correlation.js';
import { IdPipe } from '../../core/http/id.pipe.js';
import { ResourceCommandMessage } from '../../core/resources/resource-command.js';
import { readResourceRecord } from '../../core/resources/resource-record.js';
import { readOrder } from '../sales.facts.js';
import { readSurveyToken, SURVEY_LINK_DAYS, surveyLinkOf } from '../../core/auth/survey-link-tokens.js';
import { surveyFormPage, surveyMessagePage, type SurveyPageLanguage } from './survey-page.js';
import {
  refusedPhoto,
  storeSurveyPhotos,
  SURVEY_PHOTO_MAX_BYTES,
  SURVEY_PHOTOS_MAX,
  surveyPhotosOf,
  type ReceivedPhoto,
} from './survey-photos.js';

const OPEN: readonly SurveyStatus[] = ['new', 'sentToCustomer'];

/** The page in the customer's language (AR: Arabic, right to left); English when the customer is not known. */
const languageOf = (language: string | null | undefined): SurveyPageLanguage => ({
  texts: surveyPageTexts(language),
  rtl: language === 'AR',
});
const ENGLISH = languageOf('EN');

/** A survey still to be answered, as its public page needs it. */
interface OpenSurvey {
  readonly id: number;
  readonly questions: readonly SurveyQuestion[];
  /** A lead survey: before the visit, with photos; any other (the exit survey): the customer's reasons. */
  readonly leadSurvey: boolean;
  readonly language: SurveyPageLanguage;
}

/** Why an answer is refused: longer than its question takes, or not one of its choices. */
const refusedAnswer = (q: SurveyQuestion, text: string): 'tooLong' | 'notAChoice' | undefined => {
  if (text.length > Math.min(q.max ?? SURVEY_ANSWER_MAX, SURVEY_ANSWER_MAX)) return 'tooLong';
  if (q.choices && text !== '' && !q.choices.some((c) => c.value === text)) return 'notAChoice';
  return undefined;
};

/**
 * A survey's public page (spec 2 §7 the lead survey link; issue 33): the link is signed and expires, the customer
 * signs in nowhere, answers once (the survey becomes completed with its surveyDataResponse). The console asks for
 * the link (`GET /api/v1/surveys/:id/link`), copies it, and sends SEND-SURVEY.
 */
@ApiTags('surveys')
@ApiBearerAuth()
@Controller()
export class SurveysController {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
    private readonly modules: ModuleRef,
  ) {}

  /** The photos' blob store (operations' photos module provides it; found by its token, not imported). */
  private blobs(): BlobStore {
    return this.modules.get<typeof BLOB_STORE, BlobStore>(BLOB_STORE, { strict: false });
  }

  /** The Photos tab (spec 3 §2): the survey's photos, each with a fresh address of its picture. */
  @Get('api/v1/surveys/:id/photos')
  @RequirePermission('surveys', 'view')
  @ApiOperation({ summary: "A survey's photos (survey-photos) with a presigned address each: [{id, surveyId, url}]" })
  async photos(@Param('id', IdPipe) id: number, @Req() req: Request) {
    return surveyPhotosOf(this.infra, this.blobs(), id, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  }

  /**
   * Copy link (spec 2 §7): the survey's signed public link, and SEND-SURVEY on the survey (new → sentToCustomer),
   * in one call, so the link a person copies is always one the survey counts as sent (docs/decisions.md).
   */
  @Post('api/v1/surveys/:id/link')
  @HttpCode(200)
  @RequirePermission('surveys', 'update')
  @ApiOperation({
    summary: `The survey's public link (signed, ${SURVEY_LINK_DAYS} days) and SEND-SURVEY: { url, expiresAt }`,
  })
  async link(
    @Param('id', IdPipe) id: number,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ): Promise<{ url: string; expiresAt: string }> {
    return this.sentLink(id, actor, req);
  }

  /**
   * The lead's survey link (spec 2 §7 "Create survey … used to build a survey link"): the lead's open lead survey,
   * or a new one (type leadSurvey, status new, orderId, userId, countryId), then its link and SEND-SURVEY as above.
   * One open lead survey per lead, so copying the link twice sends the customer the same survey.
   */
  @Post(['api/v1/leads/:id/survey-link', 'api/v1/orders/:id/survey-link'])
  @HttpCode(200)
  @RequirePermission('surveys', 'create')
  @ApiOperation({ summary: "The lead's survey (made when it has no open one), its link and SEND-SURVEY" })
  async leadLink(
    @Param('id', IdPipe) leadId: number,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
  ): Promise<{ url: string; expiresAt: string; surveyId: number }> {
    // Decided on the lead's stream: a partner user reaches only its partner's leads.
    const lead = await readOrder(this.infra.store, leadId);
    if (!lead || (actor.isPartner && lead.partnerId !== actor.partnerId))
      throw new DomainException({ kind: 'not_found', message: `No record found for id '${leadId}'` });
    if (lead.userId === null)
      throw new DomainException({ kind: 'validation', message: SURVEY_MESSAGES.leadWithoutCustomer });
    if (lead.countryId === null)
      throw new DomainException({ kind: 'validation', message: SURVEY_MESSAGES.leadWithoutCountry });
    const open = await this.infra.db
      .selectFrom('rm.surveys')
      .select('id')
      .where('orderId', '=', leadId)
      .where('type', '=', 'leadSurvey')
      .where('status', 'in', OPEN)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const surveyId =
      open?.id ?? (await this.created(leadId, lead.userId, lead.countryId, lead.partnerId ?? null, actor));
    return { ...(await this.sentLink(surveyId, actor, req)), surveyId };
  }

  private async created(
    orderId: number,
    userId: number,
    countryId: number,
    partnerId: number | null,
    actor: Actor,
  ): Promise<number> {
    const id = await this.infra.ids.next(SURVEY_RESOURCE.category);
    const body = { type: 'leadSurvey', status: 'new', orderId, userId, countryId, partnerId };
    await this.commands.execute(
      new ResourceCommandMessage(SURVEY_RESOURCE, { type: 'Create', id, body }, commandContextOf(actor)),
    );
    return id;
  }

  private async sentLink(id: number, actor: Actor, req: Request): Promise<{ url: string; expiresAt: string }> {
    const record = await readResourceRecord(this.infra.store, SURVEY_RESOURCE, id);
    if (!record) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    const changes = surveySentChanges(record);
    if (Object.keys(changes).length > 0) {
      const done = await this.commands.execute<ResourceCommandMessage, { position: GlobalPosition | undefined }>(
        new ResourceCommandMessage(SURVEY_RESOURCE, { type: 'Update', id, patch: changes }, commandContextOf(actor)),
      );
      if (done.position) await this.infra.readModels.waitFor(done.position, 2_000);
    }
    const base = process.env['PUBLIC_URL']?.trim() || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const link = surveyLinkOf(this.infra.config.jwtSecret, base, id, new Date());
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  @Get('survey/:token')
  @Public()
  @ApiExcludeEndpoint()
  async page(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const open = await this.open(token, res);
    if (!open) return;
    const intro = open.leadSurvey ? open.language.texts.intro : open.language.texts.exitIntro;
    res
      .status(200)
      .type('html')
      .send(surveyFormPage(open.questions, `/survey/${token}`, open.language, { intro, photos: open.leadSurvey }));
  }

  @Post('survey/:token')
  @Public()
  @ApiExcludeEndpoint()
  @UseInterceptors(FilesInterceptor('photos', SURVEY_PHOTOS_MAX, { limits: { fileSize: SURVEY_PHOTO_MAX_BYTES } }))
  async answer(
    @Param('token') token: string,
    @Body() body: unknown,
    @UploadedFiles() uploaded: ReceivedPhoto[] | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const open = await this.open(token, res);
    if (!open) return;
    const texts = open.language.texts;
    // A browser sends an empty file part when no photo is chosen: not a photo, not refused. Only a lead survey
    // takes photos.
    const photos = open.leadSurvey ? (uploaded ?? []).filter((f) => f.size > 0 || f.originalname !== '') : [];
    if (refusedPhoto(photos)) {
      res.status(400).type('html').send(surveyMessagePage(open.language, texts.notAPhoto));
      return;
    }
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const answers: Record<string, string> = {};
    for (const q of open.questions) {
      const v = fields[q.key];
      const text = typeof v === 'string' ? v.trim() : '';
      const refused = refusedAnswer(q, text);
      if (refused) {
        res.status(400).type('html').send(surveyMessagePage(open.language, texts[refused]));
        return;
      }
      if (text !== '') answers[q.key] = text;
    }
    const ctx = systemContext(correlationIdOf(req));
    await storeSurveyPhotos(this.infra, this.blobs(), this.commands, open.id, photos, ctx);
    await this.commands.execute(
      new ResourceCommandMessage(
        SURVEY_RESOURCE,
        { type: 'Update', id: open.id, patch: { status: 'completed', surveyDataResponse: answers } },
        ctx,
      ),
    );
    res.status(200).type('html').send(surveyMessagePage(open.language, texts.thanks));
  }

  /** The survey a token opens, still to be answered; else the page that says why (and undefined). */
  private async open(token: string, res: Response): Promise<OpenSurvey | undefined> {
    const verdict = readSurveyToken(this.infra.config.jwtSecret, token, new Date());
    if (verdict.kind !== 'valid') {
      const expired = verdict.kind === 'expired';
      res
        .status(expired ? 410 : 404)
        .type('html')
        .send(surveyMessagePage(ENGLISH, expired ? ENGLISH.texts.expired : ENGLISH.texts.invalid));
      return undefined;
    }
    const record = await readResourceRecord(this.infra.store, SURVEY_RESOURCE, verdict.surveyId);
    if (!record) {
      res.status(404).type('html').send(surveyMessagePage(ENGLISH, ENGLISH.texts.invalid));
      return undefined;
    }
    // The lead survey's questions are in English; the exit survey's were written in the customer's language.
    const leadSurvey = record['type'] !== 'customerSurvey';
    const userId = typeof record['userId'] === 'number' ? record['userId'] : null;
    const customer =
      leadSurvey || userId === null
        ? undefined
        : await this.infra.db.selectFrom('rm.users').select('language').where('id', '=', userId).executeTakeFirst();
    const language = leadSurvey ? ENGLISH : languageOf(customer?.language);
    if (!OPEN.includes(record['status'] as SurveyStatus)) {
      res.status(409).type('html').send(surveyMessagePage(language, language.texts.answered));
      return undefined;
    }
    const queryData = typeof record['queryData'] === 'string' ? record['queryData'] : null;
    return {
      id: verdict.surveyId,
      questions: surveyQuestionsOf(queryData),
      leadSurvey,
      language,
    };
  }
}
