import { useLocation } from 'react-router-dom';
import { ResourceList } from '../../framework/list/ResourceList';
import NotFound from '../../shell/NotFound';
import { basePathOf } from './catalogueApi';
import { catalogueListConfig } from './listConfig';
import { catalogueScreensAt } from './screens';

/** The list of whichever catalogue resource the route names (its configuration in ./screens). */
const CatalogueList = () => {
  const config = catalogueScreensAt(useLocation().pathname);
  if (!config) return <NotFound />;
  return (
    <ResourceList
      key={config.resource}
      config={catalogueListConfig(config)}
      variant={{ basePath: basePathOf(config) }}
    />
  );
};

export default CatalogueList;
