import dayjs from 'dayjs';
import { USER_LOG_PAGE_SIZES, UserLogType, type UserLogRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import type { ColumnDef, ListConfig, ResourceApi } from '../../framework/types';

/** Spec 3 "User logs": login at and logout at read dd/MM/yyyy, hh:mm a. */
export const formatLogTime = (iso: string | null): string => (iso ? dayjs(iso).format('DD/MM/YYYY, hh:mm A') : '');

export const userLogsApi: ResourceApi = {
  name: 'user-logs',
  recordPath: '/api/user-logs',
  tables: ['rm.user_logs'],
  fallback: { type: 'type[$in]' },
};

const typeWord = (type: string): string => enumLabel('UserLogType', type);

/** An impersonation's row names whom (its name column is who did it). */
const typeOf = (r: UserLogRow): string =>
  r.type === 'impersonation' && r.impersonatedName
    ? t('userLogs.impersonatedWhom', { type: typeWord(r.type), name: r.impersonatedName })
    : typeWord(r.type);

const columns: ColumnDef<UserLogRow>[] = [
  { id: 'id', label: t('userLogs.col.id'), sortField: 'id', width: 90, render: (r) => r.id },
  { id: 'name', label: t('userLogs.col.name'), sortField: 'name', flex: 1, minWidth: 180, render: (r) => r.name },
  {
    id: 'type',
    label: t('userLogs.col.type'),
    sortField: 'type',
    width: 150,
    render: (r) => typeOf(r),
    exportValue: (r) => r.type,
  },
  {
    id: 'loginAt',
    label: t('userLogs.col.loginAt'),
    sortField: 'loginAt',
    width: 200,
    render: (r) => formatLogTime(r.loginAt),
  },
  {
    id: 'logoutAt',
    label: t('userLogs.col.logoutAt'),
    sortField: 'logoutAt',
    width: 200,
    render: (r) => formatLogTime(r.logoutAt),
  },
];

/** Spec 3 "User logs": id, name, type, login at, logout at; 10/20/50/100 a page; newest first. */
export const userLogsListConfig: ListConfig<UserLogRow> = {
  api: userLogsApi,
  title: t('userLogs.title'),
  columnsKey: 'userLogListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: USER_LOG_PAGE_SIZES,
  defaultPerPage: USER_LOG_PAGE_SIZES[0],
  filters: [
    { kind: 'text', key: 'q', label: t('userLogs.search'), alwaysOn: true, toQuery: (v) => ({ q: v }) },
    {
      kind: 'select',
      key: 'type',
      label: t('userLogs.col.type'),
      alwaysOn: true,
      choices: UserLogType.values.map((v) => ({ id: v, name: typeWord(v) })),
      toQuery: (v) => ({ type: Array.isArray(v) ? v : [v] }),
    },
  ],
  canCreate: () => false,
};
