import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ResourceForm } from '../../framework/form/ResourceForm';
import NotFound from '../../shell/NotFound';
import { afterSavePath, catalogueApi } from './catalogueApi';
import { catalogueBody, catalogueFormValues, catalogueSections, catalogueValidate } from './formConfig';
import { catalogueScreensAt } from './screens';

/** The create form of whichever catalogue resource the route names. */
const CatalogueCreate = () => {
  const config = catalogueScreensAt(useLocation().pathname);
  const form = useMemo(
    () =>
      config && {
        sections: catalogueSections(config, 'create'),
        initial: catalogueFormValues(config, null),
        toBody: catalogueBody(config, 'create'),
        validate: catalogueValidate(config, 'create'),
      },
    [config],
  );
  if (!config || !form) return <NotFound />;
  return (
    <ResourceForm
      key={config.resource}
      formId={`${config.resource}:create`}
      api={catalogueApi(config)}
      title={`Create ${config.singular}`}
      sections={form.sections}
      layout={config.tabs ? 'tabs' : 'sections'}
      initialValues={form.initial}
      toBody={form.toBody}
      validate={form.validate}
      redirectTo={afterSavePath(config, config.afterCreate)}
    />
  );
};

export default CatalogueCreate;
