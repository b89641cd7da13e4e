import { useLocation } from 'react-router-dom';
import { ResourceList } from '../../framework/list/ResourceList';
import { basePathOf, userListConfig, userListVariants } from './index';

/** /non-staff-users (active by default), /customer-users and /users: one list, three entries. */
const UserList = () => {
  const base = basePathOf(useLocation().pathname);
  const variant = userListVariants[base] ?? userListVariants['/users'];
  return <ResourceList key={variant.basePath} config={userListConfig} variant={variant} />;
};

export default UserList;
