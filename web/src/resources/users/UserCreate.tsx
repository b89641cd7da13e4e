import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { validateUserCreate } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { basePathOf, usersApi } from './index';
import { createValues, userBody, userFieldNotices, userSections } from './UserForm';

const sections = userSections('create');
const toBody = userBody('create');

const UserCreate = () => {
  const viewer = useViewer();
  const basePath = basePathOf(useLocation().pathname);
  const initial = useMemo(() => createValues(viewer), [viewer]);
  return (
    <ResourceForm
      formId="users:create"
      api={usersApi}
      title="users.createTitle"
      sections={sections}
      initialValues={initial}
      toBody={toBody}
      validate={(body) => validateUserCreate(body)}
      fieldNotices={userFieldNotices}
      redirectTo={`${basePath}/:id/show`}
    />
  );
};

export default UserCreate;
