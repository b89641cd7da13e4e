import { ResourceForm } from '../../framework/form/ResourceForm';
import { teamCreateBody, teamCreateSections, teamInitial, teamsApi, teamValidate } from './index';

const TeamCreate = () => (
  <ResourceForm
    formId="teams:create"
    api={teamsApi}
    title="Create Team"
    sections={teamCreateSections}
    initialValues={teamInitial(null)}
    toBody={teamCreateBody}
    validate={teamValidate}
    redirectTo="/teams/:id/show"
  />
);
export default TeamCreate;
