import { say } from '../../app/i18n/messages';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ResourceForm } from '../form/ResourceForm';
import NotFound from '../../shell/NotFound';
import { afterSavePath, screenApi } from './api';
import { screenBody, screenFormValues, screenSections, screenValidate } from './formConfig';
import { screensAt } from './registry';

/** The create form of whichever catalogue resource the route names. */
const CatalogueCreate = () => {
  const config = screensAt(useLocation().pathname);
  const form = useMemo(
    () =>
      config && {
        sections: screenSections(config, 'create'),
        initial: screenFormValues(config, null),
        toBody: screenBody(config, 'create'),
        validate: screenValidate(config, 'create'),
      },
    [config],
  );
  if (!config || !form) return <NotFound />;
  return (
    <ResourceForm
      key={config.resource}
      formId={`${config.resource}:create`}
      api={screenApi(config)}
      title={`Create ${say(config.singular)}`}
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
