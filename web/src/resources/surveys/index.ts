import { createElement } from 'react';
import {
  EXIT_SURVEY_IMPROVEMENT,
  EXIT_SURVEY_REASON,
  SurveyStatus,
  SurveyType,
  surveyAnswerText,
  surveyQuestionsOf,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { COUNTRY_CHOICES, customerNameSource } from '../../framework/fields/sources';
import { mayUse } from '../../framework/routes';
import type { FilterDef, ReferenceSource } from '../../framework/types';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';
import { reasonSource } from '../../shared/orders/sources';
import { SurveyPhotos } from './SurveyPhotos';

/** An order (or lead) by its id, linked to its page (spec 3 §2: the order column links to /orders/{orderId}/show). */
const orderSource: ReferenceSource = {
  id: 'orders:surveys',
  kind: 'generic',
  path: '/api/orders',
  labelField: 'id',
  labelTemplate: '#{id}',
};

/**
 * Copy link (spec 2 §7): the survey's signed public link on the clipboard, and SEND-SURVEY (the server does both in
 * `POST /api/v1/surveys/:id/link`); a survey already answered or closed keeps its status.
 */
const surveyActions = (record: { readonly id: number }, viewer: Parameters<typeof mayUse>[0]): RecordAction[] =>
  mayUse(viewer, 'surveys', 'update')
    ? [
        {
          id: 'copySurveyLink',
          label: t('surveys.copyLink'),
          run: {
            kind: 'request',
            method: 'POST',
            path: `/api/v1/surveys/${record.id}/link`,
            answer: { kind: 'copy', field: 'url' },
            notice: t('surveys.linkCopied'),
          },
        },
      ]
    : [];

const questionsOf = (row: Readonly<Record<string, unknown>>) =>
  surveyQuestionsOf(typeof row['queryData'] === 'string' ? row['queryData'] : null);

/**
 * Beside the spec's filters, behind them: the country, the creation days and the exit survey's answers (issue 33
 * §6), which the Survey analytics page's figures open the list with (the surveys they count). An answer's filter
 * takes the answer as recorded: the reason's id, the improvement's exact words.
 */
const surveyExtraFilters = (): FilterDef[] => [
  {
    kind: 'select',
    key: 'country',
    label: 'surveys.filter.country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryId: Number(v) }),
  },
  {
    kind: 'dateRange',
    key: 'created',
    label: 'surveys.filter.created',
    // The days in UTC, as the analytics date a survey.
    toQuery: (v) => ({
      createdAt: {
        ...(v.from ? { $gte: `${v.from}T00:00:00.000Z` } : {}),
        ...(v.to ? { $lte: `${v.to}T23:59:59.999Z` } : {}),
      },
    }),
  },
  {
    kind: 'select',
    key: EXIT_SURVEY_REASON,
    label: 'surveys.filter.exitReason',
    source: reasonSource('lost-reasons'),
    toQuery: (v) => ({ [`surveyDataResponse[${EXIT_SURVEY_REASON}]`]: String(v) }),
  },
  {
    kind: 'text',
    key: EXIT_SURVEY_IMPROVEMENT,
    label: 'surveys.filter.improvement',
    toQuery: (v) => (v.trim() ? { [`surveyDataResponse[${EXIT_SURVEY_IMPROVEMENT}]`]: v.trim() } : {}),
  },
];

/**
 * Surveys (spec 3 §2-3): list titled Surveys, id descending, 10/20/50/100 a page; columns serial, order, user, type,
 * status, show; filters search, status, type (and the analytics' own, surveyExtraFilters). Show: the summary with
 * the response's key/value lines; Photos.
 */
export const surveyScreens: CatalogueScreenConfig = {
  resource: 'surveys',
  permission: 'surveys',
  title: 'surveys.title',
  singular: 'surveys.singular',
  columnsKey: 'surveyListColumns',
  fields: [
    { name: 'orderId', label: 'surveys.col.order', kind: 'reference', source: orderSource, linkBase: 'orders' },
    { name: 'userId', label: 'surveys.col.user', kind: 'reference', source: customerNameSource, linkBase: 'users' },
    { name: 'countryId', label: 'surveys.col.country', kind: 'country' },
    { name: 'type', label: 'surveys.col.type', kind: 'choice', choices: SurveyType.values },
    { name: 'status', label: 'surveys.col.status', kind: 'choice', choices: SurveyStatus.values },
    {
      name: 'surveyDataResponse',
      label: 'surveys.col.response',
      kind: 'keyValues',
      // An answer under the question the customer was asked, not the question's key; a choice by its words.
      keyLabel: (key, row) => questionsOf(row).find((q) => q.key === key)?.text ?? key,
      valueLabel: (key, value, row) => surveyAnswerText(questionsOf(row), key, value),
    },
  ],
  list: {
    columns: ['serial', 'orderId', 'userId', 'type', 'status', 'show'],
    hidden: ['id', 'countryId', 'createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50, 100],
    defaultPerPage: 10,
    filters: ['search', 'status', 'type'],
    extraFilters: surveyExtraFilters,
  },
  form: ['type', 'userId', 'countryId', 'orderId'],
  editForm: [],
  show: ['id', 'orderId', 'userId', 'type', 'status', 'surveyDataResponse'],
  afterCreate: 'show',
  afterEdit: 'show',
  actions: surveyActions,
  // The photos the customer added on the public survey page (survey-photos), seen with the survey.
  showTabs: () => [
    { label: t('surveyPhotos.tab'), content: (r: { id: number }) => createElement(SurveyPhotos, { surveyId: r.id }) },
  ],
};
