import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CommunicationRecordListRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { t, type MessageKey } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { addressOf, communicationRecordsApi } from './config';

type Row = CommunicationRecordListRow;
type ColKey = Extract<MessageKey, `communication.col.${string}`> extends `communication.col.${infer K}` ? K : never;
const c = (key: ColKey) => t(`communication.col.${key}`);

/** The resource's show page in this console (spec 3 §2: the resource link). */
const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  lead: '/leads',
  order: '/orders',
  request: '/requests',
  invoice: '/invoices',
  payment: '/payments',
  user: '/users',
};

const Details = ({ r }: { r: Row }) => (
  <FieldGrid
    items={[
      { label: c('id'), value: r.id },
      { label: c('taskId'), value: <RouterLink to={`/tasks/${r.taskId}/show`}>{r.taskId}</RouterLink> },
      { label: c('taskStatus'), value: enumLabel('TaskStatus', r.taskStatus) },
      { label: c('taskType'), value: enumLabel('TaskType', r.taskType) },
      { label: c('templateName'), value: r.templateName },
      { label: c('channel'), value: enumLabel('CommunicationChannel', r.channel) },
      {
        label: c('sender'),
        value: r.senderId === null ? null : <RouterLink to={`/users/${r.senderId}/show`}>{r.senderId}</RouterLink>,
      },
      { label: r.channel === 'email' ? c('senderEmail') : c('senderPhone'), value: addressOf(r, 'sender') },
      { label: r.channel === 'email' ? c('recipientEmail') : c('recipientPhone'), value: addressOf(r, 'recipient') },
      { label: c('status'), value: r.status },
      { label: c('deliveryStatus'), value: enumLabel('DeliveryStatus', r.deliveryStatus) },
      { label: c('sendDate'), value: formatDateTime(r.sendDate) },
      { label: c('deliveryDate'), value: formatDateTime(r.deliveryDate) },
      { label: c('openedDate'), value: formatDateTime(r.openedDate) },
      {
        label: r.channel === 'email' ? c('clickedDate') : c('receivedReplyDate'),
        value: formatDateTime(r.clickedDate),
      },
      { label: c('hasAttachment'), value: r.hasAttachment ? t('communication.yes') : t('communication.no') },
      {
        label: c('attachments'),
        value: r.attachmentTypesAndIds.map((a) => `${a.attachmentType} #${a.attachmentId}`).join(', '),
      },
      { label: c('resourceType'), value: r.resourceType },
      {
        label: c('resource'),
        value:
          r.resourceType && r.resourceId !== null ? (
            <RouterLink to={`${RESOURCE_PATHS[r.resourceType] ?? ''}/${r.resourceId}/show`}>{r.resourceId}</RouterLink>
          ) : null,
      },
      { label: c('errorMessage'), value: <span style={{ color: 'red' }}>{r.errorMessage}</span>, wide: true },
    ]}
  />
);

/**
 * The Body tab: the subject (e-mail only), the body in a sandboxed frame (no script runs, no link navigates this
 * page: the mail's HTML stays inert whatever it holds), the attachments.
 */
const Body = ({ r }: { r: Row }) => (
  <Box>
    {r.channel === 'email' && (
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {c('subject')}: {r.subject}
      </Typography>
    )}
    <Box
      component="iframe"
      title={c('body')}
      sandbox=""
      srcDoc={r.body ?? ''}
      sx={{ width: '100%', minHeight: 320, border: 1, borderColor: 'divider' }}
    />
    {r.attachmentTypesAndIds.length > 0 && (
      <Typography sx={{ mt: 1 }}>
        {c('attachments')}: {r.attachmentTypesAndIds.map((a) => `${a.attachmentType} #${a.attachmentId}`).join(', ')}
      </Typography>
    )}
  </Box>
);

const CommunicationRecordShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<Row>
      api={communicationRecordsApi}
      id={id}
      basePath="/Communication-records"
      title={(r) => `${t('communication.title')} #${r.id}`}
      canEdit={() => false}
      tabs={[
        { label: t('communication.tab.details'), content: (r) => <Details r={r} /> },
        { label: t('communication.tab.body'), content: (r) => <Body r={r} /> },
      ]}
    />
  );
};
export default CommunicationRecordShow;
