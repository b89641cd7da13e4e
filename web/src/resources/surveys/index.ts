import { createElement } from 'react';
import { SurveyStatus, SurveyType, surveyQuestionsOf } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { customerNameSource } from '../../framework/fields/sources';
import { mayUse } from '../../framework/routes';
import type { ReferenceSource } from '../../framework/types';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';
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

/**
 * Surveys (spec 3 §2-3): list titled Surveys, id descending, 10/20/50/100 a page; columns serial, order, user, type,
 * status, show; filters search, status, type. Show: the summary with the response's key/value lines; Photos.
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
      // An answer under the question the customer was asked, not the question's key.
      keyLabel: (key, row) =>
        surveyQuestionsOf(typeof row.queryData === 'string' ? row.queryData : null).find((q) => q.key === key)?.text ??
        key,
    },
  ],
  list: {
    columns: ['serial', 'orderId', 'userId', 'type', 'status', 'show'],
    hidden: ['id', 'countryId', 'createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50, 100],
    defaultPerPage: 10,
    filters: ['search', 'status', 'type'],
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
