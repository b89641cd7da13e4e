import { useLocation } from 'react-router-dom';
import { ResourceList } from '../list/ResourceList';
import NotFound from '../../shell/NotFound';
import { basePathOf } from './api';
import { screenListConfig } from './listConfig';
import { screensAt } from './registry';

/** The list of whichever catalogue resource the route names (its configuration in ./screens). */
const CatalogueList = () => {
  const config = screensAt(useLocation().pathname);
  if (!config) return <NotFound />;
  return (
    <ResourceList key={config.resource} config={screenListConfig(config)} variant={{ basePath: basePathOf(config) }} />
  );
};

export default CatalogueList;
