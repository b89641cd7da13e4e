import type { FieldError } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useViewer } from '../../app/hooks';
import { ResourceForm } from '../../framework/form/ResourceForm';
import type { FormSection, FormValues } from '../../framework/form/types';
import { anyUserSource, RolesInput, staffApi } from './index';

const rolesOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((r): r is string => typeof r === 'string') : []);

/** Spec 3 "Staff permissions": create = pick a user and give it roles, saying why (issue 34 §11). */
const StaffCreate = () => {
  const viewer = useViewer();
  const sections: FormSection[] = [
    {
      title: t('staff.title'),
      fields: [
        { kind: 'reference', name: 'userId', label: t('staff.user'), required: true, source: anyUserSource },
        {
          kind: 'custom',
          name: 'roles',
          label: t('staff.roles'),
          wide: true,
          render: ({ value, onChange, error }) => (
            <RolesInput value={rolesOf(value)} onChange={onChange} error={error} viewer={viewer} />
          ),
        },
        { kind: 'text', name: 'reason', label: t('staff.reason'), required: true, wide: true },
      ],
    },
  ];
  const validate = (body: Record<string, unknown>): FieldError[] => [
    ...(typeof body.userId === 'number' ? [] : [{ path: 'userId', message: t('staff.required') }]),
    ...(rolesOf(body.roles).length > 0 ? [] : [{ path: 'roles', message: t('staff.pickRole') }]),
    ...(typeof body.reason === 'string' && body.reason.trim() !== ''
      ? []
      : [{ path: 'reason', message: t('staff.required') }]),
  ];
  return (
    <ResourceForm
      formId="staff:create"
      api={staffApi}
      title={t('staff.create')}
      sections={sections}
      initialValues={{ userId: null, roles: [], reason: '' }}
      toBody={(v: FormValues) => ({ userId: v.userId, roles: rolesOf(v.roles), reason: v.reason })}
      validate={validate}
      redirectTo="/staff/:id/show"
    />
  );
};
export default StaffCreate;
