import Box from '@mui/material/Box';
import { useViewer } from '../../app/hooks';
import { ResourceList } from '../../framework/list/ResourceList';
import { useColumnPrefs } from '../../framework/list/useColumnPrefs';
import { useListParams } from '../../framework/list/useListParams';
import { LineStorageLoader } from './LineStorageLabels';
import { requestListConfig, requestListVariant } from './list';
import { RequestQuickFilter } from './RequestQuickFilter';

const LINE_STORAGE_COLUMNS = ['location', 'room'] as const;

/**
 * /requests (spec 2 §2), and Pending Requests (spec 1 §2.1: the same list by date ascending, 10 a page, with the
 * unfinished statuses, from the sidebar link): the framework's list beside the right-hand quick filter.
 */
const RequestList = () => {
  const viewer = useViewer();
  const [params, update] = useListParams(requestListConfig, requestListVariant);
  const { ordered } = useColumnPrefs(requestListConfig.columnsKey, requestListConfig.columns, viewer);
  const shown = new Set(ordered.filter((c) => c.visible).map((c) => c.column.id));
  const lineColumns = LINE_STORAGE_COLUMNS.filter((f) => shown.has(f === 'location' ? 'locations' : 'room'));
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <ResourceList config={requestListConfig} variant={requestListVariant} />
      </Box>
      <RequestQuickFilter values={params.filters} onChange={(filters) => update({ filters })} />
      {lineColumns.length > 0 ? (
        <LineStorageLoader
          listId={`${requestListConfig.api.name}:${requestListVariant.basePath}`}
          fields={lineColumns}
        />
      ) : null}
    </Box>
  );
};

export default RequestList;
