import { useParams } from 'react-router-dom';
import { checkRequestAction, type RequestLineRow, type RequestRow } from '@console/contracts';
import { useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { recordKey, selectRecord } from '../../framework/data/slice';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { useRecord } from '../../framework/show/useRecord';
import { actorOf } from '../../shared/requests/actor';
import { requestLinesApi, requestsApi } from '../../shared/requests/api';

/**
 * /request-lines/{id}/show (spec 2 §2 'Request lines'): 'Request line #{id}' with qty, qtyDone and qtyInOut; Edit where
 * the lifecycle lets the user edit the request's lines (spec 2 §6: by the request's status and the user's roles).
 */
const RequestLineShow = () => {
  const { id } = useParams();
  const line = useAppSelector((s) => (id === undefined ? undefined : selectRecord(s, recordKey(requestLinesApi, id))))
    ?.data as RequestLineRow | null | undefined;
  const { record: request } = useRecord<RequestRow>(requestsApi, line?.requestId ?? undefined);
  return (
    <ResourceShow<RequestLineRow>
      api={requestLinesApi}
      id={id}
      basePath="/request-lines"
      title={(l) => t('requests.lineTitle', { id: l.id })}
      actions={(l, viewer): RecordAction[] =>
        request && request.id === l.requestId && checkRequestAction('editLine', request, actorOf(viewer)) === undefined
          ? [{ id: 'edit', label: t('record.edit'), run: { kind: 'navigate', to: `/request-lines/${l.id}` } }]
          : []
      }
      tabs={[
        {
          label: 'requests.tab.summary',
          content: (l) => (
            <FieldGrid
              items={[
                { label: 'requests.label.id', value: l.id },
                {
                  label: 'requests.label.request',
                  value: (
                    <RecordLink base="requests" id={l.requestId}>
                      {t('requests.recordTitle', { id: l.requestId })}
                    </RecordLink>
                  ),
                },
                {
                  label: 'requests.label.storage',
                  value: l.storageId === null ? '' : <RecordLink base="storages" id={l.storageId} />,
                },
                { label: 'requests.label.qty', value: l.qty },
                { label: 'requests.label.qtyDone', value: l.qtyDone ?? '' },
                { label: 'requests.label.qtyWh', value: l.qtyInOut ?? '' },
                { label: 'requests.label.updated', value: formatDateTime(l.updatedAt) },
              ]}
            />
          ),
        },
      ]}
    />
  );
};

export default RequestLineShow;
