import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../form/ResourceForm';
import { RecordLoading, RecordNotFound } from '../show/RecordStates';
import { useRecord } from '../show/useRecord';
import NotFound from '../../shell/NotFound';
import { afterSavePath, screenApi } from './api';
import { recordTitle } from './ScreenShow';
import type { ScreenRow } from './display';
import { screenBody, screenFormValues, screenSections, screenValidate } from './formConfig';
import { screensAt } from './registry';
import type { ScreenConfig } from './types';

/** 'Edit Team "North crew"', or the resource's own title ('Edit "vip"' for a tag). */
const editTitle = (config: ScreenConfig, record: ScreenRow): string => {
  const name = config.titleField ? record[config.titleField] : undefined;
  return config.editTitle && typeof name === 'string' && name !== ''
    ? t(config.editTitle, { name })
    : t('screens.editTitle', { title: recordTitle(config, record) });
};

const EditForm = ({ config, id }: { config: ScreenConfig; id: string | undefined }) => {
  const api = screenApi(config);
  const { record, status } = useRecord<ScreenRow>(api, id);
  const form = useMemo(
    () => ({
      sections: screenSections(config, 'edit'),
      toBody: screenBody(config, 'edit'),
      validate: screenValidate(config, 'edit'),
    }),
    [config],
  );
  const initial = useMemo(() => (record ? screenFormValues(config, record) : null), [config, record]);
  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || !initial || String(record.id) !== id) return <RecordLoading height={160} />;
  return (
    <ResourceForm
      key={`${config.resource}:${record.id}`}
      formId={`${config.resource}:edit:${record.id}`}
      api={api}
      id={record.id}
      title={editTitle(config, record)}
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
  const config = screensAt(useLocation().pathname);
  if (!config) return <NotFound />;
  return <EditForm key={config.resource} config={config} id={id} />;
};

export default CatalogueEdit;
