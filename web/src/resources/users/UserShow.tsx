import { useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  can,
  isUserStatusActionAllowed,
  USER_STATUS_ACTIONS,
  type UserRow,
  type UserStatusAction,
} from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { ChipList, formatDate, formatDateTime } from '../../framework/fields/cells';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { RecordLink } from '../../framework/fields/RecordLink';
import { mayUse } from '../../framework/routes';
import type { RecordAction } from '../../framework/actions/types';
import { COMMENTS_TAB, HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { CommunicationRecordsTab } from '../communication-records';
import type { Viewer } from '../../framework/types';
import { basePathOf, showMoney, usersApi } from './index';
import { UserAddresses } from '../addresses';
import { paymentLinkAction } from '../accounting';
import { billingActions } from '../accounting';
import { UserBillingTab } from './UserBillingTab';
import { UserStatsCards } from './UserStatsCards';
import { UserUsageTab } from './UserUsageTab';
import { UserSettings } from './UserSettings';
import { assignAction, creditsAction, signInActions } from './customerActions';
import { HoldNotice, holdActions } from './customerHold';
import { CustomerPhotos } from '../photos';
import { enumLabel } from '../../app/i18n/enumText';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const ACTION_LOOK: Record<UserStatusAction, Pick<RecordAction, 'label' | 'color' | 'icon'>> = {
  activate: { label: 'users.label.activate', color: 'success', icon: <CheckCircleIcon /> },
  deactivate: { label: 'users.label.deactivate', color: 'inherit', icon: <PauseCircleIcon /> },
  reject: { label: 'users.label.reject', color: 'warning', icon: <CancelIcon /> },
  suspend: { label: 'users.label.suspend', color: 'error', icon: <BlockIcon /> },
};

/**
 * Spec 3 §4: each action offered unless the status already holds; suspend for admin or finance only. Each is
 * `POST /api/users/:id/<action>` after a confirmation.
 */
const statusActions = (r: UserRow, viewer: Viewer): RecordAction[] =>
  can(viewer.permissions, 'users', 'update')
    ? (Object.keys(USER_STATUS_ACTIONS) as UserStatusAction[])
        .filter((a) => isUserStatusActionAllowed(a, r.status, viewer.roles))
        .map((a) => ({
          id: a,
          ...ACTION_LOOK[a],
          dialog: { kind: 'confirm' },
          run: {
            kind: 'request',
            method: 'POST',
            path: `${usersApi.recordPath}/${r.id}/${a}`,
            notice: USER_STATUS_ACTIONS[a].notice,
          },
        }))
    : [];

const Summary = ({ r }: { r: UserRow }) => {
  const viewer = useViewer();
  return (
    <>
      <HoldNotice r={r} />
      {mayUse(viewer, 'user-stats', 'view') && <UserStatsCards userId={r.id} />}
      <FieldGrid
        items={[
          { label: 'users.label.id', value: r.id },
          { label: 'users.label.type', value: enumLabel('CustomerType', r.type) },
          { label: 'users.label.name', value: r.name },
          { label: 'users.label.email', value: r.email },
          { label: 'users.label.phone', value: r.phone },
          { label: 'users.label.phone2', value: r.phone2 },
          { label: 'users.label.country', value: r.country.name },
          ...(viewer.isPartner
            ? []
            : [
                {
                  label: 'users.label.partner',
                  value: (
                    <RecordLink base="partners" id={r.partnerId}>
                      {r.partner.name}
                    </RecordLink>
                  ),
                },
              ]),
          { label: 'users.label.assignee', value: r.assignee?.name },
          ...(viewer.isPartner
            ? []
            : [
                { label: 'users.label.credits', value: showMoney(r.credits, r) },
                { label: 'users.label.deposits', value: showMoney(r.deposits, r) },
              ]),
          ...(r.type === 'sme' ? [{ label: 'users.label.storageRate', value: showMoney(r.storageRate, r) }] : []),
          { label: 'users.label.status', value: <StatusBadge kind="user" status={r.status} /> },
          {
            label: 'users.label.tags',
            value: r.tags.length ? <ChipList names={r.tags.map((x) => x.name)} max={r.tags.length} /> : null,
          },
          { label: 'users.label.roles', value: r.roles.length ? <ChipList names={r.roles} max={3} /> : null },
          { label: 'users.label.source', value: r.source },
          { label: 'users.label.language', value: enumLabel('Language', r.language) },
          { label: 'users.label.persona', value: enumLabel('Persona', r.persona) },
          { label: 'users.label.trn', value: r.trn },
          { label: 'users.label.verified', value: t(r.isVerified ? 'users.yes' : 'users.no') },
          { label: 'users.label.autoCardCharging', value: t(r.enableAutoCardCharging ? 'users.yes' : 'users.no') },
          { label: 'users.label.created', value: formatDateTime(r.createdAt) },
          { label: 'users.label.updated', value: formatDateTime(r.updatedAt) },
        ]}
      />
      <UserSettings r={r} />
    </>
  );
};

/** Spec 3 §2: English and Arabic names, gender, current status and language. */
const PersonalData = ({ r }: { r: UserRow }) => (
  <FieldGrid
    items={[
      { label: 'users.label.englishName', value: r.englishName },
      { label: 'users.label.firstNameEnglish', value: r.firstNameEnglish },
      { label: 'users.label.lastNameEnglish', value: r.lastNameEnglish },
      { label: 'users.label.nicknameEnglish', value: r.nicknameEnglish },
      { label: 'users.label.arabicName', value: r.arabicName && <span dir="rtl">{r.arabicName}</span> },
      { label: 'users.label.firstNameArabic', value: r.firstNameArabic && <span dir="rtl">{r.firstNameArabic}</span> },
      { label: 'users.label.lastNameArabic', value: r.lastNameArabic && <span dir="rtl">{r.lastNameArabic}</span> },
      { label: 'users.label.nicknameArabic', value: r.nicknameArabic && <span dir="rtl">{r.nicknameArabic}</span> },
      { label: 'users.label.gender', value: enumLabel('Gender', r.gender) },
      { label: 'users.label.currentStatus', value: enumLabel('CurrentStatus', r.currentStatus) },
      { label: 'users.label.language', value: enumLabel('Language', r.language) },
    ]}
  />
);

const DOCUMENT_COLUMNS: readonly RowsColumn<UserRow['documents'][number]>[] = [
  { label: 'users.doc.idType', render: (d) => d.idType },
  { label: 'users.doc.number', render: (d) => d.number },
  { label: 'users.doc.expiry', render: (d) => formatDate(d.expiry) },
];

/** Spec 3 §2: the 2 ID documents (type, number, expiry). */
const Documents = ({ r }: { r: UserRow }) =>
  r.documents.length === 0 ? (
    <Typography color="text.secondary">{t('users.noDocuments')}</Typography>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <RowsTable
        aria-label={t('users.label.documents')}
        columns={DOCUMENT_COLUMNS}
        rows={r.documents}
        rowKey={(d, i) => `${d.idType}-${i}`}
      />
    </Box>
  );

const UserShow = () => {
  const { id } = useParams();
  const viewer = useViewer();
  const basePath = basePathOf(useLocation().pathname);
  return (
    <ResourceShow<UserRow>
      api={usersApi}
      id={id}
      basePath={basePath}
      title={(r) => r.name}
      aside={(r) => <StatusBadge kind="user" status={r.status} />}
      canEdit={(v) => can(v.permissions, 'users', 'update')}
      actions={(r, v) => [
        ...statusActions(r, v),
        ...holdActions(r, v),
        ...(r.type === 'staff'
          ? []
          : [
              ...assignAction(r, v),
              ...paymentLinkAction(r, v),
              ...billingActions(r, v),
              ...creditsAction(r, v, basePath),
            ]),
        ...signInActions(r, v),
      ]}
      tabs={[
        { label: 'users.label.summary', content: (r) => <Summary r={r} /> },
        { label: 'users.label.personalData', content: (r) => <PersonalData r={r} /> },
        // Spec 3 §2: summary, Personal Data, Comments, Photos, Documents, Addresses, (Billing, Usage), History.
        COMMENTS_TAB,
        ...(mayUse(viewer, 'user-photos', 'list')
          ? [{ label: t('customerPage.photos.tab'), content: (r: UserRow) => <CustomerPhotos userId={r.id} /> }]
          : []),
        { label: 'users.label.documents', content: (r) => <Documents r={r} /> },
        ...(mayUse(viewer, 'addresses', 'list')
          ? [{ label: 'users.label.addresses', content: (r: UserRow) => <UserAddresses userId={r.id} /> }]
          : []),
        // Spec 3 §6: billing is hidden from the partner role.
        ...(!viewer.isPartner && mayUse(viewer, 'user-stats', 'view')
          ? [{ label: t('stats.billing'), content: (r: UserRow) => <UserBillingTab userId={r.id} /> }]
          : []),
        ...(mayUse(viewer, 'user-usages', 'list')
          ? [{ label: t('usage.tab'), content: (r: UserRow) => <UserUsageTab userId={r.id} /> }]
          : []),
        HISTORY_TAB,
        ...(mayUse(viewer, 'communication-records', 'list') && !viewer.isPartner
          ? [
              {
                label: t('communication.title'),
                content: (r: UserRow) => <CommunicationRecordsTab of={{ recipientId: r.id }} />,
              },
            ]
          : []),
      ]}
    />
  );
};

export default UserShow;
