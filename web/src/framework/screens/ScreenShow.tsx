import { useLocation, useParams } from 'react-router-dom';
import { say, t } from '../../app/i18n/messages';
import type { RecordAction } from '../actions/types';
import { mayUse } from '../routes';
import { FieldGrid, type FieldItem } from '../show/FieldGrid';
import { ResourceShow } from '../show/ResourceShow';
import type { Viewer } from '../types';
import NotFound from '../../shell/NotFound';
import { basePathOf, screenApi, fieldOf, hasEditPage } from './api';
import { FieldValue, stampText, type ScreenRow } from './display';
import { HtmlPreview } from './HtmlPreview';
import { screensAt } from './registry';
import type { ScreenConfig } from './types';

const items = (config: ScreenConfig, r: ScreenRow, rows = config.show ?? []): FieldItem[] =>
  rows.map((name) => {
    if (name === 'id') return { label: 'Id', value: r.id };
    if (name === 'createdAt' || name === 'updatedAt')
      return { label: name === 'createdAt' ? 'Created' : 'Updated', value: stampText(name, r, true) };
    const field = fieldOf(config, name);
    if (!field) throw new Error(`${config.resource}: no show field ${name}`);
    return {
      label: field.label,
      value: r[name] === null || r[name] === undefined ? null : <FieldValue field={field} row={r} alone />,
      wide: field.kind === 'multiline',
    };
  });

export const recordTitle = (config: ScreenConfig, r: ScreenRow): string => {
  const named = config.titleField ? r[config.titleField] : undefined;
  const singular = say(config.singular);
  return typeof named === 'string' && named !== '' ? `${singular} "${named}"` : `${singular} #${r.id}`;
};

/** Spec 3 §2: Delete on a reason's show page is not undoable, so it asks first, then returns to the list. */
const deleteAction = (config: ScreenConfig, r: ScreenRow, viewer: Viewer): RecordAction[] =>
  config.deletable && mayUse(viewer, config.permission, 'remove')
    ? [
        {
          id: 'delete',
          label: t('list.delete'),
          color: 'error',
          dialog: { kind: 'confirm', text: t('list.notUndoable') },
          run: {
            kind: 'request',
            method: 'DELETE',
            path: `/api/${config.resource}/${r.id}`,
            answer: { kind: 'none' },
            redirectTo: basePathOf(config),
            notice: t('notification.deletedOne'),
          },
        },
      ]
    : [];

/** The show page of whichever catalogue resource the route names: its fields, then Comments and History. */
const CatalogueShow = () => {
  const { id } = useParams();
  const config = screensAt(useLocation().pathname);
  if (!config?.show) return <NotFound />;
  return (
    <ResourceShow<ScreenRow>
      key={config.resource}
      api={screenApi(config)}
      id={id}
      basePath={basePathOf(config)}
      title={(r) => recordTitle(config, r)}
      tabs={
        config.tabs
          ? config.tabs.show.map((tab) => ({
              label: tab.label,
              content: (r: ScreenRow) => (
                <>
                  <FieldGrid items={items(config, r, tab.fields)} />
                  {tab.html && <HtmlPreview title={say(tab.label)} html={r[tab.html]} />}
                </>
              ),
            }))
          : [
              {
                label: 'Summary',
                content: (r) => (
                  <>
                    {config.summaryHeader?.(r)}
                    <FieldGrid items={items(config, r)} />
                  </>
                ),
              },
            ]
      }
      canEdit={(v) => hasEditPage(config) && mayUse(v, config.permission, 'update')}
      actions={(r, v) => [...(config.actions?.(r, v) ?? []), ...deleteAction(config, r, v)]}
    />
  );
};

export default CatalogueShow;
