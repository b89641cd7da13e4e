import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { lineEditErrors, REQUEST_RULE_OUR_MESSAGES, type RequestLineRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import type { FormFieldDef, FormValues } from '../../framework/form/types';
import { RecordLoading, RecordNotFound } from '../../framework/show/RecordStates';
import { useRecord } from '../../framework/show/useRecord';
import { requestLinesApi } from '../../shared/requests/api';
import { textOf } from '../../framework/fields/text';

const FIELDS: FormFieldDef[] = [
  { kind: 'text', name: 'qty', label: 'requests.label.qty', required: true },
  { kind: 'text', name: 'qtyDone', label: 'requests.label.qtyDone' },
  { kind: 'text', name: 'qtyInOut', label: 'requests.label.qtyWh' },
];

const text = (v: number | null): string => (v === null ? '' : String(v));
/** A typed quantity: empty is none, a number is itself, anything else stays text for the rules to name. */
const qtyOf = (v: unknown): number | string | null => {
  const s = textOf(v).trim();
  return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : s;
};
const valuesOf = (l: RequestLineRow): FormValues => ({
  qty: text(l.qty),
  qtyDone: text(l.qtyDone),
  qtyInOut: text(l.qtyInOut),
});

/**
 * /request-lines/{id} (spec 2 §2, §5): 'Request line #{id}', qty, qtyDone and qtyInOut; 'Qty Done cannot be more than
 * Qty Line' and 'Qty WH cannot be more than Qty Line' (contracts' lineEditErrors) before sending, and from the server.
 */
const RequestLineEdit = () => {
  const { id } = useParams();
  const { record, status } = useRecord<RequestLineRow>(requestLinesApi, id);
  const initial = useMemo(() => (record ? valuesOf(record) : null), [record]);
  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || !initial || String(record.id) !== id) return <RecordLoading height={120} />;
  return (
    <ResourceForm
      key={record.id}
      formId={`request-lines:edit:${record.id}`}
      api={requestLinesApi}
      id={record.id}
      title={t('requests.lineTitle', { id: record.id })}
      sections={[{ title: t('requests.lineTitle', { id: record.id }), fields: FIELDS }]}
      initialValues={initial}
      toBody={(v) => ({ qty: qtyOf(v.qty), qtyDone: qtyOf(v.qtyDone), qtyInOut: qtyOf(v.qtyInOut) })}
      validate={(_body, full) => [
        ...(['qtyDone', 'qtyInOut'] as const)
          .filter((f) => typeof full[f] === 'string')
          .map((f) => ({ path: f, message: REQUEST_RULE_OUR_MESSAGES.mustBeNumber })),
        ...lineEditErrors({
          qty: full.qty,
          qtyDone: typeof full.qtyDone === 'number' ? full.qtyDone : null,
          qtyInOut: typeof full.qtyInOut === 'number' ? full.qtyInOut : null,
        }),
      ]}
      redirectTo="/request-lines/:id/show"
      notice={t('requests.lineUpdated')}
    />
  );
};

export default RequestLineEdit;
