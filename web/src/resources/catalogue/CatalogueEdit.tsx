import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { RecordLoading, RecordNotFound } from '../../framework/show/RecordStates';
import { useRecord } from '../../framework/show/useRecord';
import NotFound from '../../shell/NotFound';
import { afterSavePath, catalogueApi } from './catalogueApi';
import { recordTitle } from './CatalogueShow';
import type { CatalogueRow } from './display';
import { catalogueBody, catalogueFormValues, catalogueSections, catalogueValidate } from './formConfig';
import { catalogueScreensAt } from './screens';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';

const EditForm = ({ config, id }: { config: CatalogueScreenConfig; id: string | undefined }) => {
  const api = catalogueApi(config);
  const { record, status } = useRecord<CatalogueRow>(api, id);
  const form = useMemo(
    () => ({
      sections: catalogueSections(config, 'edit'),
      toBody: catalogueBody(config, 'edit'),
      validate: catalogueValidate(config, 'edit'),
    }),
    [config],
  );
  const initial = useMemo(() => (record ? catalogueFormValues(config, record) : null), [config, record]);
  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || !initial || String(record.id) !== id) return <RecordLoading height={160} />;
  return (
    <ResourceForm
      key={`${config.resource}:${record.id}`}
      formId={`${config.resource}:edit:${record.id}`}
      api={api}
      id={record.id}
      title={`Edit ${recordTitle(config, record)}`}
      sections={form.sections}
      layout={config.tabs ? 'tabs' : 'sections'}
      initialValues={initial}
      toBody={form.toBody}
      validate={form.validate}
      redirectTo={afterSavePath(config, config.afterEdit)}
    />
  );
};

/** The edit form of whichever catalogue resource the route names; saving sends only what changed. */
const CatalogueEdit = () => {
  const { id } = useParams();
  const config = catalogueScreensAt(useLocation().pathname);
  if (!config) return <NotFound />;
  return <EditForm key={config.resource} config={config} id={id} />;
};

export default CatalogueEdit;
