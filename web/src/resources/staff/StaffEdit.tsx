import type { FieldError, StaffRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useViewer } from '../../app/hooks';
import { RecordEdit } from '../../framework/form/RecordEdit';
import type { FormSection, FormValues } from '../../framework/form/types';
import { RolesInput, staffApi, staffMemberSource } from './index';

const rolesOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((r): r is string => typeof r === 'string') : []);

/**
 * Spec 3 "Staff permissions": edit roles with the multi-select, or switch to cloning another staff member's
 * roles; either way with a reason, which the history keeps (issue 34 §11).
 */
const StaffEdit = () => {
  const viewer = useViewer();
  const sections: FormSection[] = [
    {
      title: t('staff.roles'),
      fields: [
        { kind: 'boolean', name: 'clone', label: t('staff.clone'), wide: true },
        {
          kind: 'custom',
          name: 'roles',
          label: t('staff.roles'),
          wide: true,
          visible: (v) => v.clone !== true,
          render: ({ value, onChange, error }) => (
            <RolesInput value={rolesOf(value)} onChange={onChange} error={error} viewer={viewer} />
          ),
        },
        {
          kind: 'reference',
          name: 'cloneFrom',
          label: t('staff.cloneFrom'),
          required: true,
          wide: true,
          source: staffMemberSource,
          visible: (v) => v.clone === true,
        },
        { kind: 'text', name: 'reason', label: t('staff.reason'), required: true, wide: true },
      ],
    },
  ];
  const toBody = (v: FormValues) =>
    v.clone === true ? { cloneFrom: v.cloneFrom, reason: v.reason } : { roles: rolesOf(v.roles), reason: v.reason };
  // Only what changed is sent: a reason alone changes nothing.
  const validate = (body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] => [
    ...('cloneFrom' in full && typeof full.cloneFrom !== 'number'
      ? [{ path: 'cloneFrom', message: t('staff.required') }]
      : []),
    ...(!('cloneFrom' in full) && rolesOf(full.roles).length === 0
      ? [{ path: 'roles', message: t('staff.pickRole') }]
      : []),
    ...(!('roles' in body) && !('cloneFrom' in body) ? [{ path: 'roles', message: t('staff.nothingChanged') }] : []),
    ...(typeof full.reason === 'string' && full.reason.trim() !== ''
      ? []
      : [{ path: 'reason', message: t('staff.required') }]),
  ];
  return (
    <RecordEdit<StaffRow>
      api={staffApi}
      title={(r) => t('staff.editTitle', { name: r.name })}
      sections={sections}
      initial={(r) => ({ clone: false, roles: [...r.roles], cloneFrom: null, reason: '' })}
      toBody={toBody}
      validate={validate}
      redirectTo="/staff/:id/show"
    />
  );
};
export default StaffEdit;
