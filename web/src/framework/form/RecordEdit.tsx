import { useMemo, type ComponentProps } from 'react';
import { useParams } from 'react-router-dom';
import type { FieldError } from '@console/contracts';
import { ResourceForm } from './ResourceForm';
import type { FormSection, FormValues } from './types';
import { RecordLoading, RecordNotFound } from '../show/RecordStates';
import { useRecord } from '../show/useRecord';
import type { ResourceApi, Viewer } from '../types';

interface Props<R> {
  readonly api: ResourceApi;
  readonly title: (r: R) => string;
  readonly sections: readonly FormSection[];
  readonly initial: (r: R) => FormValues;
  readonly toBody: (v: FormValues, viewer: Viewer) => Record<string, unknown>;
  readonly validate: (body: Record<string, unknown>, full: Record<string, unknown>) => readonly FieldError[];
  readonly redirectTo: string;
  readonly extra?: Partial<ComponentProps<typeof ResourceForm>>;
}

/** The edit screen of a record of this area: loads it, then the form; saving sends only what changed. */
export const RecordEdit = <R extends { id: number }>({
  api,
  title,
  sections,
  initial,
  toBody,
  validate,
  redirectTo,
  extra,
}: Props<R>) => {
  const { id } = useParams();
  const { record, status } = useRecord<R>(api, id);
  const values = useMemo(() => (record ? initial(record) : null), [record, initial]);
  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || !values || String(record.id) !== id) return <RecordLoading height={200} />;
  return (
    <ResourceForm
      key={record.id}
      formId={`${api.name}:edit:${record.id}`}
      api={api}
      id={record.id}
      title={title(record)}
      sections={sections}
      initialValues={values}
      toBody={toBody}
      validate={validate}
      redirectTo={redirectTo}
      {...extra}
    />
  );
};
