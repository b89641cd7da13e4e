import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  lineQtyErrors,
  REQUEST_SME_STORAGE_PICKER_PAGE_SIZE,
  requestLineListErrors,
  requestLineStorageStatuses,
  type RequestType,
} from '@console/contracts';
import { apiRequest } from '../../../app/api/client';
import { t } from '../../../app/i18n/messages';
import { ReferenceLabels } from '../../../framework/fields/ReferenceName';
import { ReferenceAutocomplete } from '../../../framework/fields/ReferenceAutocomplete';
import type { ReferenceSource } from '../../../framework/types';
import type { LineDraft } from './values';

/** Spec 2 §7: the form's storages, the user's (and the order's) storages stored or in, 50 a page. */
const FORM_STORAGE_PAGE_SIZE = 50;
/** Spec 2 §9: an order's storages are loaded 200 at a time. */
const ORDER_STORAGES_LIMIT = 200;

/**
 * The storages a line may take: in SME mode every storage of the user, 20 a page (spec 2 §2, §9); otherwise the
 * user's storages of the chosen order when there is one, 50 a page (spec 2 §7): stored or in, or, for a pickup or a
 * drop, the ones to be picked up (issue 14).
 */
const lineStorageSource = (
  userId: number,
  orderId: number | null,
  isSME: boolean,
  type: RequestType | null,
): ReferenceSource => ({
  id: `storages:lines:${userId}:${isSME ? 'sme' : `order-${orderId ?? 'any'}:${type ?? 'any'}`}`,
  kind: 'list',
  path: '/api/v1/storages/list',
  params: {
    userIds: [userId],
    sortBy: 'id',
    sortOrder: 'DESC',
    // A pickup lists what it is to pick up; a delivery what is in store (contracts' requestLineStorageStatuses).
    ...(isSME
      ? {}
      : { statuses: [...requestLineStorageStatuses(type)], ...(orderId !== null ? { orderIds: [orderId] } : {}) }),
  },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  labelWithId: true,
  limit: isSME ? REQUEST_SME_STORAGE_PICKER_PAGE_SIZE : FORM_STORAGE_PAGE_SIZE,
});

interface Props {
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  /** Set once the form was sent with a problem in its lines: each line then shows its own. */
  readonly error?: string;
  readonly userId: number | null;
  readonly orderId: number | null;
  readonly isSME: boolean;
  /** The request's type: which storages its lines may take. */
  readonly type?: RequestType | null;
  /** Lines fixed by a storage selection: their storage cannot change. */
  readonly fixedStorages?: boolean;
}

/**
 * The Lines section (spec 2 §2, §5): SME mode on, each line is a storage of the user with its read-only id and a
 * qty; off, a qty per line and, where the user has one in store, its storage. Qty: required, a number, at least 1
 * (contracts' rule, shown per line after a save was tried).
 */
export const LinesEditor = ({
  value,
  onChange,
  error,
  userId,
  orderId,
  isSME,
  type = null,
  fixedStorages = false,
}: Props) => {
  const lines = useMemo(() => (Array.isArray(value) ? (value as LineDraft[]) : []), [value]);
  const set = (i: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const source = useMemo(
    () => (userId === null ? null : lineStorageSource(userId, orderId, isSME, type)),
    [userId, orderId, isSME, type],
  );
  // Issue 31: a storage twice is said on its line at once; a line without a storage once a save was tried.
  const listErrors = useMemo(() => requestLineListErrors(lines), [lines]);
  const lineError = (i: number): string | undefined => {
    const found = listErrors.find((e) => e.path === `request_lines.${i}`)?.message;
    return found && (error || lines[i]?.storageId != null) ? found : undefined;
  };
  const [adding, setAdding] = useState(false);
  const [allListed, setAllListed] = useState(false);
  // "Add all the order's storages": every storage of the chosen order the request type may take, each once; the
  // lines without a storage give way to them.
  const addAll = async () => {
    if (!source) return;
    setAdding(true);
    try {
      const page = await apiRequest<{ results: { id: number; qty: number | null }[] }>('POST', source.path, {
        ...source.params,
        sortOrder: 'ASC',
        limit: ORDER_STORAGES_LIMIT,
        page: 1,
      });
      const listed = new Set(lines.map((l) => l.storageId).filter((x): x is number => x !== null));
      const fresh = page.results
        .filter((s) => !listed.has(s.id))
        .map((s): LineDraft => ({ storageId: s.id, qty: String(s.qty ?? 1) }));
      setAllListed(fresh.length === 0);
      if (fresh.length > 0) onChange([...lines.filter((l) => l.storageId !== null || l.id !== undefined), ...fresh]);
    } finally {
      setAdding(false);
    }
  };
  const ids = useMemo(
    () => [...new Set(lines.map((l) => l.storageId).filter((x): x is number => x !== null))].sort((a, b) => a - b),
    [lines],
  );
  return (
    <Stack spacing={1.5} data-testid="lines-editor" data-sme={isSME}>
      {lines.length === 0 ? <Typography color="text.secondary">{t('requests.noLines')}</Typography> : null}
      {lines.map((l, i) => {
        const qtyError = error ? lineQtyErrors(l.qty)[0]?.message : undefined;
        const storageError = lineError(i) ?? (error && isSME && l.storageId === null ? error : undefined);
        return (
          <Stack
            key={l.id ?? `new-${i}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            data-testid="line-input"
          >
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1, minWidth: 52 }}>
              {t('requests.lineNumber', { n: i + 1 })}
            </Typography>
            {source ? (
              <Box sx={{ minWidth: 280 }} data-field={`request_lines.${i}.storageId`}>
                <ReferenceAutocomplete
                  source={source}
                  label="requests.label.storage"
                  name={`request_lines.${i}.storageId`}
                  value={l.storageId}
                  onChange={(id) => set(i, { storageId: id })}
                  width={280}
                  disabled={fixedStorages}
                  {...(storageError ? { error: storageError } : {})}
                />
              </Box>
            ) : null}
            {isSME ? (
              <TextField
                label={t('requests.label.storageId')}
                name={`request_lines.${i}.storageIdShown`}
                value={l.storageId ?? ''}
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ width: 120 }}
              />
            ) : null}
            <TextField
              label={t('requests.label.qty')}
              name={`request_lines.${i}.qty`}
              required
              value={l.qty}
              onChange={(e) => set(i, { qty: e.target.value })}
              error={Boolean(qtyError)}
              helperText={qtyError}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 110 }}
            />
            {fixedStorages ? null : (
              <IconButton
                aria-label={t('requests.removeLine')}
                onClick={() => onChange(lines.filter((_x, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {error && lines.every((l) => lineQtyErrors(l.qty).length === 0) ? (
        <Box sx={{ color: 'error.main', fontSize: 12 }}>{error}</Box>
      ) : null}
      {fixedStorages ? null : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange([...lines, { storageId: null, qty: '1' }])}
          >
            {t('requests.addLine')}
          </Button>
          {source && !isSME && orderId !== null ? (
            <Button
              size="small"
              startIcon={<PlaylistAddIcon />}
              disabled={adding}
              onClick={() => void addAll()}
              data-testid="add-all-order-storages"
            >
              {t('requests.addAllOrderStorages')}
            </Button>
          ) : null}
          {allListed ? (
            <Typography variant="body2" color="text.secondary">
              {t('requests.allOrderStoragesListed')}
            </Typography>
          ) : null}
        </Stack>
      )}
      {/* The labels of every chosen storage in one call, after the lines' own (so this one is the call kept). */}
      {source && ids.length > 0 ? <ReferenceLabels source={source} ids={ids} /> : null}
    </Stack>
  );
};
