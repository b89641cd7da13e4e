import { RecordEdit } from '../../framework/form/RecordEdit';
import { teamEditBody, teamEditSections, teamInitial, teamsApi, teamValidate, type TeamRow } from './index';

const TeamEdit = () => (
  <RecordEdit<TeamRow>
    api={teamsApi}
    title={(r) => `Edit ${r.name}`}
    sections={teamEditSections}
    initial={teamInitial}
    toBody={teamEditBody}
    validate={teamValidate}
    redirectTo="/teams/:id/show"
  />
);
export default TeamEdit;
