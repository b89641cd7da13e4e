import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import PersonIcon from '@mui/icons-material/Person';
import { existingEmailNotice, EMAIL_UNIQUE_MESSAGE, validateUserUpdate, type UserRow } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { dataActions, selectForm } from '../../../framework/data/slice';
import { FormDialog } from '../../../framework/form/FormDialog';
import type { FormFieldDef, FormValues } from '../../../framework/form/types';
import { useRecord } from '../../../framework/show/useRecord';
import { usersApi } from '../../users';
import { personaChoices } from './choices';
import { t } from '../../../app/i18n/messages';
import { textOf } from '../../../framework/fields/text';

// A function, not a constant: the persona's words are read as the dialog renders (the language may change).
const fields = (): FormFieldDef[] => [
  { kind: 'text', name: 'name', label: 'orders.field.name', required: true },
  { kind: 'email', name: 'email', label: 'orders.field.email', required: true },
  { kind: 'phone', name: 'phone', label: 'orders.field.phone', required: true },
  {
    kind: 'select',
    name: 'persona',
    label: 'orders.field.persona',
    choices: personaChoices(),
    emptyLabel: t('orders.none'),
  },
];

const bodyOf = (v: FormValues) => ({
  name: textOf(v.name).trim(),
  email: textOf(v.email).trim(),
  phone: textOf(v.phone).trim(),
  persona: v.persona === '' || v.persona === undefined ? null : v.persona,
});

/**
 * Spec 2 §2: the Edit Customer dialog of the lead edit screen: Name, Email, Phone and Customer Persona, buttons
 * Close and Update. It updates the customer's own record (PATCH /api/users/:id, the customers' rules and notices).
 */
export const EditCustomerButton = ({ userId }: { userId: number }) => {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const { record } = useRecord<UserRow>(usersApi, open ? userId : undefined);
  const formId = `orders:edit-customer:${userId}`;
  const form = useAppSelector((s) => selectForm(s, formId));
  // Saved without errors: the dialog closes.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !form.saving && form.errors.length === 0) setOpen(false);
    wasSaving.current = form.saving;
  }, [form.saving, form.errors.length]);
  return (
    <>
      <Button variant="outlined" startIcon={<PersonIcon />} onClick={() => setOpen(true)} data-testid="edit-customer">
        {t('orders.field.editCustomer')}
      </Button>
      {open && record && String(record.id) === String(userId) ? (
        <FormDialog
          title={t('orders.field.editCustomer')}
          fields={fields()}
          initial={{ name: record.name, email: record.email, phone: record.phone, persona: record.persona ?? '' }}
          validate={(v) => validateUserUpdate(bodyOf(v) as never)}
          submitLabel={t('orders.update')}
          busy={form.saving}
          serverErrors={form.errors}
          onClose={() => setOpen(false)}
          onSubmit={(v) => {
            const body = bodyOf(v);
            dispatch(
              dataActions.saveRequested({
                formId,
                api: usersApi,
                id: userId,
                body,
                fieldNotices: { [`email:${EMAIL_UNIQUE_MESSAGE}`]: existingEmailNotice(body.email) },
              }),
            );
          }}
        />
      ) : null}
    </>
  );
};
