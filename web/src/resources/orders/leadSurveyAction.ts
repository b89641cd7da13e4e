import type { OrderRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { mayUse } from '../../framework/routes';
import type { Viewer } from '../../framework/types';

/**
 * The lead's survey link (spec 2 §7): the server makes the lead's survey when it has no open one, answers its signed
 * public link and marks it sent (SEND-SURVEY); the page puts the link on the clipboard for the salesperson to send.
 */
export const leadSurveyActions = (row: OrderRow, viewer: Viewer): RecordAction[] =>
  mayUse(viewer, 'surveys', 'create') && row.userId !== null
    ? [
        {
          id: 'copySurveyLink',
          label: 'orders.surveyLink',
          run: {
            kind: 'request',
            method: 'POST',
            path: `/api/v1/leads/${row.id}/survey-link`,
            answer: { kind: 'copy', field: 'url' },
            notice: t('surveys.linkCopied'),
          },
        },
      ]
    : [];
