import { t } from '../../app/i18n/messages';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { validateUserUpdate, type UserRow } from '@console/contracts';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { RecordLoading, RecordNotFound } from '../../framework/show/RecordStates';
import { useRecord } from '../../framework/show/useRecord';
import { basePathOf, usersApi } from './index';
import { editValues, userBody, userFieldNotices, userSections } from './UserForm';

const sections = userSections('edit');
const toBody = userBody('edit');

/** Customer edit: same sections as create, no undo, back to the show page after saving (spec 1 §2.6). */
const UserEdit = () => {
  const { id } = useParams();
  const basePath = basePathOf(useLocation().pathname);
  const { record, status } = useRecord<UserRow>(usersApi, id);
  const initial = useMemo(() => (record ? editValues(record) : null), [record]);
  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || !initial || String(record.id) !== id) return <RecordLoading height={240} />;
  return (
    <ResourceForm
      key={record.id}
      formId={`users:edit:${record.id}`}
      api={usersApi}
      id={record.id}
      title={t('users.editTitle', { name: record.name })}
      sections={sections}
      initialValues={initial}
      toBody={toBody}
      validate={(body) => validateUserUpdate(body)}
      fieldNotices={userFieldNotices}
      redirectTo={`${basePath}/:id/show`}
    />
  );
};

export default UserEdit;
