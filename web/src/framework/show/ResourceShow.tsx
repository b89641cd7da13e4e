import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useViewer } from '../../app/hooks';
import { english, say, t } from '../../app/i18n/messages';
import { RecordActions } from '../actions/RecordActions';
import type { RecordAction } from '../actions/types';
import { CommentsPanel } from '../history/CommentsPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { mayUse } from '../routes';
import type { RecordBase, ResourceApi, Viewer } from '../types';
import { RecordLoading, RecordNotFound } from './RecordStates';
import { useRecord } from './useRecord';
import { MIRROR_IN_RTL } from '../mirror';

export interface ContentTab<R> {
  readonly label: string;
  readonly content: (record: R) => ReactNode;
}

/**
 * A tab the framework gives every record of a resource with a history model (`ResourceApi.model`): its
 * Comments and its History. They come last unless the resource places them among its own tabs.
 */
export interface FrameworkTab {
  readonly framework: 'comments' | 'history';
}
export const COMMENTS_TAB: FrameworkTab = { framework: 'comments' };
export const HISTORY_TAB: FrameworkTab = { framework: 'history' };

export type ShowTab<R> = ContentTab<R> | FrameworkTab;

const isFrameworkTab = <R,>(tab: ShowTab<R>): tab is FrameworkTab => 'framework' in tab;

/** The tabs shown: the resource's, with the framework's where the model exists and the user may read them. */
const resolveTabs = <R extends RecordBase>(
  tabs: readonly ShowTab<R>[],
  api: ResourceApi,
  viewer: Viewer,
  commentUserId?: (record: R) => number | null,
): ContentTab<R>[] => {
  const all: ShowTab<R>[] = [...tabs];
  for (const tab of [COMMENTS_TAB, HISTORY_TAB])
    if (!all.some((x) => isFrameworkTab(x) && x.framework === tab.framework)) all.push(tab);
  const model = api.model;
  return all.flatMap((tab): ContentTab<R>[] => {
    if (!isFrameworkTab(tab)) return [tab];
    if (!model) return [];
    if (tab.framework === 'comments') {
      return mayUse(viewer, 'comments', 'list')
        ? [
            {
              label: t('comments.title'),
              content: (r) => <CommentsPanel model={model} documentId={Number(r.id)} userId={commentUserId?.(r)} />,
            },
          ]
        : [];
    }
    return mayUse(viewer, 'revisions', 'list')
      ? [{ label: t('history.title'), content: (r) => <HistoryPanel model={model} documentId={Number(r.id)} /> }]
      : [];
  });
};

/** A tab's name in the URL (`?tab=history`), so a link can open a record on a given tab. */
const tabSlug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

interface Props<R extends RecordBase> {
  readonly api: ResourceApi;
  readonly id: string | undefined;
  readonly basePath: string;
  readonly title: (record: R) => string;
  readonly tabs: readonly ShowTab<R>[];
  /** The record's actions (see actions/types.ts), drawn as buttons beside the title. */
  readonly actions?: (record: R, viewer: Viewer) => readonly RecordAction[];
  /** Whether Edit shows; the record decides too where the rules say so (an invoice of a past month). */
  readonly canEdit?: (viewer: Viewer, record: R) => boolean;
  /** Shown beside the title (a status badge). */
  readonly aside?: (record: R) => ReactNode;
  /** The customer a comment on this record concerns (spec 1 §7.6 `userId`). */
  readonly commentUserId?: (record: R) => number | null;
}

/** Back returns to the previous screen of the console (the list with its filters), else to the list. */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Every show screen: title, edit and command buttons, tabs (with the framework's Comments and History for a
 * resource with a history model); refreshed live while on screen. The open tab is kept in the URL.
 */
export const ResourceShow = <R extends RecordBase>({
  api,
  id,
  basePath,
  title,
  tabs,
  actions,
  canEdit,
  aside,
  commentUserId,
}: Props<R>) => {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { record, status } = useRecord<R>(api, id);
  const [search, setSearch] = useSearchParams();
  const shown = resolveTabs(tabs, api, viewer, commentUserId);
  const tab = Math.max(
    0,
    shown.findIndex((x) => tabSlug(english(x.label)) === search.get('tab')),
  );
  const setTab = (index: number) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tabSlug(english(shown[index]?.label ?? '')));
        return next;
      },
      { replace: true },
    );

  if (status === 'missing' || status === 'error') return <RecordNotFound />;
  if (!record || String(record.id) !== String(id)) return <RecordLoading height={160} />;
  const available = actions?.(record, viewer) ?? [];
  const current = shown[tab];
  return (
    <Box data-testid="resource-show">
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<ArrowBackIcon sx={MIRROR_IN_RTL} />}
          onClick={() => void (canGoBack() ? navigate(-1) : navigate(basePath))}
        >
          {t('record.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ mr: 1, fontWeight: 700 }}>
          {title(record)}
        </Typography>
        {aside?.(record)}
        <Box sx={{ flexGrow: 1 }} />
        <RecordActions api={api} id={record.id} title={title(record)} actions={available} />
        {canEdit?.(viewer, record) ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`${basePath}/${record.id}`}
          >
            {t('record.edit')}
          </Button>
        ) : null}
      </Stack>
      <Paper>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {shown.map((tb) => (
            <Tab key={tb.label} label={say(tb.label)} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel">
          {current?.content(record)}
        </Box>
      </Paper>
    </Box>
  );
};
