import { useMemo } from 'react';
import type { FieldError } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { RecordEdit } from '../form/RecordEdit';
import { ResourceForm } from '../form/ResourceForm';
import type { FormSection, FormValues } from '../form/types';
import type { ResourceApi, Viewer } from '../types';

/**
 * The create and edit screens of a resource whose form is its own (sections, values, body and rules), declared
 * once: `<CreateScreen form={…} />` and `<EditScreen form={…} />` are the whole pages.
 */
export interface FormScreen<R> {
  readonly api: ResourceApi;
  readonly sections: readonly FormSection[];
  /** A record's values as the form holds them; a new record's (`null`) may depend on the user. */
  readonly initial: (record: R | null, viewer?: Viewer) => FormValues;
  readonly toBody: (values: FormValues, viewer: Viewer) => Record<string, unknown>;
  readonly validate: (body: Record<string, unknown>, full: Record<string, unknown>) => readonly FieldError[];
  readonly createTitle: string;
  readonly editTitle: (record: R) => string;
  /** Where a save leads (':id' is the saved record's). */
  readonly redirectTo: string;
  /** The success notice, where the spec words it ('Storage "{id}" saved!'). */
  readonly notice?: string;
}

/** What the create and edit pages give the form alike. */
const shared = <R,>(form: FormScreen<R>) => ({
  api: form.api,
  sections: form.sections,
  toBody: form.toBody,
  validate: form.validate,
  redirectTo: form.redirectTo,
});

/** The create page; `preset` fills fields the route gives (a warehouse's id from its Locations tab). */
export const CreateScreen = <R,>({ form, preset }: { form: FormScreen<R>; preset?: FormValues }) => {
  const viewer = useViewer();
  const initial = useMemo(() => ({ ...form.initial(null, viewer), ...preset }), [form, viewer, preset]);
  return (
    <ResourceForm
      {...shared(form)}
      formId={`${form.api.name}:create`}
      title={form.createTitle}
      initialValues={initial}
      {...(form.notice ? { notice: form.notice } : {})}
    />
  );
};

/** The edit page: loads the record, then the form; saving sends only what changed. */
export const EditScreen = <R extends { id: number }>({ form }: { form: FormScreen<R> }) => {
  const initial = useMemo(() => (r: R) => form.initial(r), [form]);
  return (
    <RecordEdit<R>
      {...shared(form)}
      title={form.editTitle}
      initial={initial}
      {...(form.notice ? { extra: { notice: form.notice } } : {})}
    />
  );
};
