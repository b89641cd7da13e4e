import { Navigate } from 'react-router-dom';

/** Spec 3 §2: /non-staff-users/create only sends the user on to /users/create. */
const CreateRedirect = () => <Navigate to="/users/create" replace />;
export default CreateRedirect;
