import { useParams } from 'react-router-dom';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { countryName, partnersSource, staffSource } from '../../framework/fields/sources';
import { teamsApi, type TeamRow } from './index';

const TeamShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<TeamRow>
      api={teamsApi}
      id={id}
      basePath="/teams"
      title={(r) => r.name}
      canEdit={(v) => mayUse(v, 'teams', 'update')}
      tabs={[
        {
          label: 'Summary',
          content: (r) => (
            <FieldGrid
              items={[
                { label: 'Id', value: r.id },
                { label: 'Name', value: r.name },
                { label: 'Country', value: countryName(r.countryId) },
                { label: 'Partner', value: <ReferenceName source={partnersSource} id={r.partnerId} /> },
                { label: 'Active', value: r.isActive ? 'Yes' : 'No' },
                { label: 'Members', value: r.users.length ? r.users.map((u, i) => <span key={u}>{i ? ', ' : ''}<ReferenceName source={staffSource} id={u} /></span>) : null, wide: true },
                { label: 'Created', value: formatDateTime(r.createdAt) },
              ]}
            />
          ),
        },
        HISTORY_TAB,
      ]}
    />
  );
};
export default TeamShow;
