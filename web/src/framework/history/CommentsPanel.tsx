import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectForm } from '../data/slice';
import { formatDateTime } from '../fields/cells';
import { useEmbeddedList } from '../list/useEmbeddedList';
import { mayUse } from '../routes';
import type { ListQuery } from '../types';
import type { CommentRow } from '@console/contracts';
import { COMMENTS_LIMIT, commentsApi, userNamesSource } from './apis';
import { RecordName } from '../fields/RecordName';
import { ReferenceLabels } from '../fields/ReferenceName';

interface Props {
  readonly model: string;
  readonly documentId: number;
  /** The customer the comments concern (spec 1 §7.6 `userId`); for a user the server takes the user itself. */
  readonly userId?: number | null;
}

/**
 * The Comments tab of every record (spec 1 §2.12): its comments oldest first, up to 500; a multiline box and
 * Add Comment, ignored while a comment is saving. No client validation (spec 1 §5). 'Comment created' on
 * success; the server's error text as a warning (spec 3 §8).
 */
export const CommentsPanel = ({ model, documentId, userId }: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const listId = `comments:${model}:${documentId}`;
  const query: ListQuery = useMemo(
    () => ({ limit: COMMENTS_LIMIT, page: 1, sortBy: 'createdAt', sortOrder: 'ASC', model, documentId }),
    [model, documentId],
  );
  const { rows, totalCount, status } = useEmbeddedList<CommentRow>(listId, commentsApi, query);
  // Authors whose names the rows lack, loaded in one go (issue 31 §6: a name, or '(deleted user)', never '#7').
  const nameless = [...new Set(rows.flatMap((c) => (c.authorName || c.authorId === null ? [] : [c.authorId])))];
  const formId = `comments:add:${model}:${documentId}`;
  const form = useAppSelector((s) => selectForm(s, formId));
  const [text, setText] = useState('');
  const canAdd = mayUse(viewer, 'comments', 'create');

  // Saved without errors: the box empties for the next comment.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !form.saving && form.errors.length === 0) setText('');
    wasSaving.current = form.saving;
  }, [form.saving, form.errors.length]);
  useEffect(
    () => () => {
      dispatch(dataActions.formReset(formId));
    },
    [dispatch, formId],
  );

  const add = () => {
    if (form.saving) return;
    dispatch(
      dataActions.saveRequested({
        formId,
        api: commentsApi,
        body: { comment: text, model, documentId, ...(userId !== undefined && userId !== null ? { userId } : {}) },
        notice: t('comments.created'),
        failureType: 'warning',
        failureNotice: t('comments.createFailed'),
      }),
    );
  };
  const fieldError = form.errors.find((e) => e.path === 'comment')?.message;

  return (
    <Box data-testid="comments-panel" data-list-status={status}>
      {status !== 'loading' && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('comments.none')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mb: 2 }} aria-label={t('comments.title')}>
          <ReferenceLabels source={userNamesSource} ids={nameless} />
          {rows.map((c) => (
            <ListItem key={c.id} divider disableGutters data-testid="comment" data-comment-id={c.id}>
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</span>}
                secondary={
                  <>
                    <RecordName of="user" id={c.authorId} name={c.authorName} />
                    {` · ${formatDateTime(c.createdAt)}`}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {totalCount > rows.length && status === 'ready' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('comments.more', { shown: rows.length, total: totalCount })}
        </Typography>
      ) : null}
      {canAdd ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('comments.comment')}
            name="comment"
            multiline
            minRows={3}
            fullWidth
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          <Button
            variant="contained"
            startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : <AddCommentIcon />}
            onClick={add}
            aria-disabled={form.saving}
            data-saving={form.saving}
          >
            {t('comments.add')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
};
