import { useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { assignAction, signInActions } from './customerActions';
import { enumLabel } from '../../app/i18n/enumText';

const ACTION_LOOK: Record<UserStatusAction, Pick<RecordAction, 'label' | 'color' | 'icon'>> = {
  activate: { label: 'Activate', color: 'success', icon: <CheckCircleIcon /> },
  deactivate: { label: 'Deactivate', color: 'inherit', icon: <PauseCircleIcon /> },
  reject: { label: 'Reject', color: 'warning', icon: <CancelIcon /> },
  suspend: { label: 'Suspend', color: 'error', icon: <BlockIcon /> },
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
      {mayUse(viewer, 'user-stats', 'view') && <UserStatsCards userId={r.id} />}
      <FieldGrid
        items={[
          { label: 'Id', value: r.id },
          { label: 'Type', value: enumLabel('CustomerType', r.type) },
          { label: 'Name', value: r.name },
          { label: 'Email', value: r.email },
          { label: 'Phone', value: r.phone },
          { label: 'Phone 2', value: r.phone2 },
          { label: 'Country', value: r.country.name },
          ...(viewer.isPartner
            ? []
            : [
                {
                  label: 'Partner',
                  value: (
                    <RecordLink base="partners" id={r.partnerId}>
                      {r.partner.name}
                    </RecordLink>
                  ),
                },
              ]),
          { label: 'Assignee', value: r.assignee?.name },
          ...(viewer.isPartner
            ? []
            : [
                { label: 'Credits', value: showMoney(r.credits, r) },
                { label: 'Deposits', value: showMoney(r.deposits, r) },
              ]),
          ...(r.type === 'sme' ? [{ label: 'Storage Rate', value: showMoney(r.storageRate, r) }] : []),
          { label: 'Status', value: <StatusBadge kind="user" status={r.status} /> },
          {
            label: 'Tags',
            value: r.tags.length ? <ChipList names={r.tags.map((x) => x.name)} max={r.tags.length} /> : null,
          },
          { label: 'Roles', value: r.roles.length ? <ChipList names={r.roles} max={3} /> : null },
          { label: 'Source', value: r.source },
          { label: 'Language', value: enumLabel('Language', r.language) },
          { label: 'Persona', value: enumLabel('Persona', r.persona) },
          { label: 'TRN', value: r.trn },
          { label: 'Verified', value: r.isVerified ? 'Yes' : 'No' },
          { label: 'Auto card charging', value: r.enableAutoCardCharging ? 'Yes' : 'No' },
          { label: 'Created', value: formatDateTime(r.createdAt) },
          { label: 'Updated', value: formatDateTime(r.updatedAt) },
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
      { label: 'English Name', value: r.englishName },
      { label: 'First Name (English)', value: r.firstNameEnglish },
      { label: 'Last Name (English)', value: r.lastNameEnglish },
      { label: 'Nickname (English)', value: r.nicknameEnglish },
      { label: 'Arabic Name', value: r.arabicName && <span dir="rtl">{r.arabicName}</span> },
      { label: 'First Name (Arabic)', value: r.firstNameArabic && <span dir="rtl">{r.firstNameArabic}</span> },
      { label: 'Last Name (Arabic)', value: r.lastNameArabic && <span dir="rtl">{r.lastNameArabic}</span> },
      { label: 'Nickname (Arabic)', value: r.nicknameArabic && <span dir="rtl">{r.nicknameArabic}</span> },
      { label: 'Gender', value: enumLabel('Gender', r.gender) },
      { label: 'Current Status', value: enumLabel('CurrentStatus', r.currentStatus) },
      { label: 'Language', value: enumLabel('Language', r.language) },
    ]}
  />
);

/** Spec 3 §2: the 2 ID documents (type, number, expiry). */
const Documents = ({ r }: { r: UserRow }) =>
  r.documents.length === 0 ? (
    <Typography color="text.secondary">No documents</Typography>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Documents">
        <TableHead>
          <TableRow>
            <TableCell>ID Type</TableCell>
            <TableCell>Number</TableCell>
            <TableCell>Expiry</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {r.documents.map((d, i) => (
            <TableRow key={`${d.idType}-${i}`}>
              <TableCell>{d.idType}</TableCell>
              <TableCell>{d.number}</TableCell>
              <TableCell>{formatDate(d.expiry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
        ...(r.type === 'staff' ? [] : [...assignAction(r, v), ...paymentLinkAction(r, v), ...billingActions(r, v)]),
        ...signInActions(r, v),
      ]}
      tabs={[
        { label: 'Summary', content: (r) => <Summary r={r} /> },
        { label: 'Personal Data', content: (r) => <PersonalData r={r} /> },
        // Spec 3 §2: summary, Personal Data, Comments, (Photos), Documents, Addresses, (Billing, Usage), History.
        COMMENTS_TAB,
        { label: 'Documents', content: (r) => <Documents r={r} /> },
        ...(mayUse(viewer, 'addresses', 'list')
          ? [{ label: 'Addresses', content: (r: UserRow) => <UserAddresses userId={r.id} /> }]
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
