import type { RequestRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';

/**
 * Spec 2 §2: the request note link opens the note PDF (`/pdf/note?id={id}`) in a new tab, through a short-lived
 * signed link as View Quote does (a new tab cannot send the bearer header).
 */
export const requestNoteAction = (row: RequestRow): RecordAction => ({
  id: 'note',
  label: t('requests.note'),
  run: {
    kind: 'request',
    method: 'GET',
    path: `/api/v1/requests/${row.id}/note-link`,
    answer: { kind: 'open', field: 'url' },
    failureNotice: t('requests.noteLinkFailed'),
  },
});
