import { UPDATE_WATI_VARIABLES } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { Viewer } from '../../framework/types';
import type { CatalogueRow } from './display';

const filled = (name: string) => (v: FormValues) => typeof v[name] === 'string' && v[name].trim() !== '';

/** A popup with one input; its Send button stays disabled while the input is empty (spec 3 §2). */
const testAction = (r: CatalogueRow, id: string, label: string, field: 'email' | 'phone'): RecordAction => ({
  id,
  label,
  dialog: {
    kind: 'form',
    title: label,
    fields: [{ kind: 'text', name: field, label: t(field === 'email' ? 'templates.email' : 'templates.phone') }],
    initial: { [field]: '' },
    ready: filled(field),
    submitLabel: t('templates.send'),
  },
  run: {
    kind: 'request',
    method: 'POST',
    path: '/api/communication-templates-testing',
    body: (v) => ({
      [field]: String(v[field]).trim(),
      templateName: r['templateName'],
      countryId: r['countryId'] ?? 1,
    }),
    answer: { kind: 'none' },
    notice: t('templates.testSent'),
  },
});

/**
 * The template's show actions (spec 3 §2, §7): refresh the WhatsApp variables ('Refreshed', then the page
 * reloads), test e-mail and test WhatsApp.
 */
export const communicationTemplateActions = (r: CatalogueRow, viewer: Viewer): RecordAction[] =>
  mayUse(viewer, 'communication-templates', 'update')
    ? [
        {
          id: 'refresh-wati',
          label: t('templates.refreshWati'),
          run: {
            kind: 'request',
            method: 'PATCH',
            path: `/api/communication-templates/${r.id}`,
            body: () => ({ command: UPDATE_WATI_VARIABLES }),
            answer: { kind: 'record' },
            notice: t('templates.refreshed'),
          },
        },
        testAction(r, 'test-email', t('templates.testEmail'), 'email'),
        testAction(r, 'test-whatsapp', t('templates.testWhatsapp'), 'phone'),
      ]
    : [];
