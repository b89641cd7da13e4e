import type { CommunicationRecordListRow as CommunicationRecordRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordLink } from '../../framework/fields/RecordLink';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { communicationsApi } from '../../shared/accounting/api';

/**
 * The columns the Communication list shows by default (spec 3 §2 Communication records): serial, communication id, task
 * status, task type, template name, sender email, recipient email, channel, delivery status and show, which opens
 * the record's show page.
 */
export const COMMUNICATION_COLUMNS: readonly EmbeddedColumn<CommunicationRecordRow>[] = [
  { label: 'accounting.serial', render: (_c, { serial }) => serial },
  { label: 'accounting.col.communicationId', render: (c) => c.id },
  { label: 'accounting.col.taskStatus', render: (c) => c.taskStatus },
  { label: 'accounting.col.taskType', render: (c) => c.taskType },
  { label: 'accounting.col.templateName', render: (c) => c.templateName ?? '' },
  { label: 'accounting.col.senderEmail', render: (c) => c.senderEmail ?? '' },
  { label: 'accounting.col.recipientEmail', render: (c) => c.recipientEmail ?? '' },
  { label: 'accounting.col.channel', render: (c) => c.channel },
  { label: 'accounting.col.deliveryStatus', render: (c) => c.deliveryStatus ?? '' },
  {
    label: 'accounting.col.show',
    render: (c) => (
      <RecordLink base="Communication-records" id={c.id}>
        {t('accounting.col.show')}
      </RecordLink>
    ),
  },
];

/**
 * An invoice's or a payment's Communication tab (spec 3 §2): its communication records by resourceType and
 * resourceId (spec 3 §7), newest first, refreshed live as their tasks change.
 */
export const CommunicationTab = ({ resourceType, id }: { resourceType: 'invoice' | 'payment'; id: number }) => (
  <EmbeddedTable<CommunicationRecordRow>
    listId={`${resourceType}-communication:${id}`}
    api={communicationsApi}
    filter={{ resourceType, resourceId: id }}
    sort={{ sortBy: 'id', sortOrder: 'DESC' }}
    columns={COMMUNICATION_COLUMNS}
    testId={`${resourceType}-communication`}
    perPage={10}
    empty={t('accounting.noCommunication')}
  />
);
