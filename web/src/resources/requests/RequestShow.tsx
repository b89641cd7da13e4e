import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { RequestRow, StorageRow } from '@console/contracts';
import { useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { useAvailableRoutes } from '../../framework/availableRoutes';
import { recordKey, selectList, selectRecord } from '../../framework/data/slice';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { useModelView } from '../../framework/history/modelViews';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { COMMENTS_TAB, HISTORY_TAB, ResourceShow, type ShowTab } from '../../framework/show/ResourceShow';
import type { ListQuery } from '../../framework/types';
import { lineStoragesApi, requestsApi } from '../../shared/requests/api';
import { requestActions } from './requestActions';
import { requestNoteAction } from './requestNoteAction';
import { RequestSummary } from './RequestSummary';
import { RequestChargesTab } from './tabs/RequestChargesTab';
import { RequestCommunicationTab } from './tabs/RequestCommunicationTab';
import { RequestLinesTab } from './tabs/RequestLinesTab';
import { RequestStoragesTab } from './tabs/RequestStoragesTab';
import { RequestPhotos } from '../photos';

const NO_STORAGES: readonly StorageRow[] = [];

/** Loads the storages of the request's lines (spec 2 §7: up to 200), for the Storages tab and the box-status dialog. */
const LineStoragesLoader = ({ listId, ids }: { listId: string; ids: readonly number[] }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'ASC', ids: [...ids] }),
    [ids],
  );
  useEmbeddedList(listId, lineStoragesApi, query);
  return null;
};

/**
 * /requests/{id}/show (spec 2 §2): tabs summary, Storages, Lines, Charges (once accounting's charges are in the
 * console), Photos, Comments, History, Communication (once the notifications context serves it); the lifecycle's
 * buttons; viewing it records a model view (spec 2 §7).
 */
const RequestShow = () => {
  const { id } = useParams();
  useModelView('request', id);
  const routes = useAvailableRoutes();
  const record = useAppSelector((s) => (id === undefined ? undefined : selectRecord(s, recordKey(requestsApi, id))))
    ?.data as RequestRow | null | undefined;
  const lineStorageIds = useMemo(
    () =>
      [...new Set((record?.request_lines ?? []).map((l) => l.storageId).filter((x): x is number => x !== null))].sort(
        (a, b) => a - b,
      ),
    [record?.request_lines],
  );
  const storagesListId = `request-storages:${id ?? ''}`;
  const storagesList = useAppSelector((s) => selectList(s, storagesListId));
  const storages = lineStorageIds.length > 0 && storagesList ? (storagesList.rows as StorageRow[]) : NO_STORAGES;
  const storagesLoading = lineStorageIds.length > 0 && storagesList?.status !== 'ready';

  const tabs: ShowTab<RequestRow>[] = [
    { label: 'requests.tab.summary', content: (r) => <RequestSummary r={r} /> },
    {
      label: 'requests.tab.storages',
      content: (r) => <RequestStoragesTab storages={storages} loading={storagesLoading} warehouseId={r.warehouseId} />,
    },
    { label: 'requests.label.lines', content: (r) => <RequestLinesTab request={r} storages={storages} /> },
    ...(routes.has('/charges')
      ? [{ label: 'requests.tab.charges', content: (r: RequestRow) => <RequestChargesTab request={r} /> }]
      : []),
    { label: 'requests.tab.photos', content: (r) => <RequestPhotos request={r} /> },
    COMMENTS_TAB,
    HISTORY_TAB,
    ...(routes.has('/Communication-records')
      ? [{ label: 'communication.title', content: (r: RequestRow) => <RequestCommunicationTab request={r} /> }]
      : []),
  ];

  return (
    <>
      {lineStorageIds.length > 0 ? <LineStoragesLoader listId={storagesListId} ids={lineStorageIds} /> : null}
      <ResourceShow<RequestRow>
        api={requestsApi}
        id={id}
        basePath="/requests"
        title={(r) => t('requests.recordTitle', { id: r.id })}
        aside={(r) => <StatusBadge kind="request" status={r.status} />}
        actions={(r, viewer) => [...requestActions(r, viewer, { storages }), requestNoteAction(r)]}
        commentUserId={(r) => r.userId}
        tabs={tabs}
      />
    </>
  );
};

export default RequestShow;
