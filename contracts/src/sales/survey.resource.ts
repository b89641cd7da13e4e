import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { LongText, Text } from '../shared/store-safe.js';
import { SurveyStatus, SurveyType } from './survey.enums.js';

/**
 * Spec 3 §3 Survey (spec 2 §7: created from a lead as type leadSurvey, status new, with orderId, userId and
 * countryId). `queryData`: what the survey asks, JSON text of its questions (survey-questions.ts);
 * `surveyDataResponse`: the customer's answers, question key → answer. `partnerId`: the partner of the lead it was
 * made from (ours; null for one made by hand), so its answers count in that partner's analytics.
 */
export const SURVEY_RESOURCE = defineResource({
  name: 'surveys',
  table: 'surveys',
  category: 'survey',
  event: 'Survey',
  fields: t.type({
    orderId: nullable(Id),
    userId: Id,
    countryId: Id,
    type: SurveyType.codec,
    status: SurveyStatus.codec,
    queryData: nullable(LongText),
    surveyDataResponse: t.record(t.string, LongText),
    partnerId: nullable(Id),
  }),
  required: ['userId', 'countryId', 'type'],
  defaults: { orderId: null, status: 'new', queryData: null, surveyDataResponse: {}, partnerId: null },
});

/** A photo the customer added to a survey (spec 3 §2 the survey's Photos tab: survey-photos by surveyId). */
export const SURVEY_PHOTO_RESOURCE = defineResource({
  name: 'survey-photos',
  table: 'survey_photos',
  category: 'surveyphoto',
  event: 'SurveyPhoto',
  fields: t.type({ surveyId: Id, photo: Text }),
  required: ['surveyId', 'photo'],
  defaults: {},
});

/** Our words (the spec shows none): a lead's survey is the customer's, so a lead without one has none. */
export const SURVEY_MESSAGES = {
  leadWithoutCustomer: 'Choose the lead’s customer before sending a survey',
  leadWithoutCountry: 'Choose the lead’s country before sending a survey',
} as const;

/** Spec 2 §7: copying the survey link marks it sent (`PATCH surveys/{id}` with `{command: 'SEND-SURVEY'}`). */
export const SEND_SURVEY = 'SEND-SURVEY';

/** SEND-SURVEY's change: a new survey becomes sentToCustomer; a later one (answered, closed) stays as it is. */
export const surveySentChanges = (record: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  record['status'] === 'new' ? { status: 'sentToCustomer' } : {};

/** A survey's photo as its Photos tab reads it (`GET /api/v1/surveys/:id/photos`): a fresh address of the picture. */
export const SurveyPhotoView = t.type({ id: t.number, surveyId: t.number, url: t.string }, 'SurveyPhotoView');
export type SurveyPhotoView = t.TypeOf<typeof SurveyPhotoView>;
export const SurveyPhotoViews = t.readonlyArray(SurveyPhotoView, 'SurveyPhotoViews');
