import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Papa from 'papaparse';
import {
  importRowErrorText,
  missingFieldsMessage,
  missingImportFields,
  STORAGE_TYPE_CSV_COLUMNS,
  type StorageTypeImportRowError,
} from '@console/contracts';
import { apiRequest, isApiError } from '../../app/api/client';
import { useAppDispatch, useViewer } from '../../app/hooks';
import { notify } from '../../app/notifications/slice';
import { mayUse } from '../../framework/routes';
import type { StorageTypeRow } from './index';
import { t } from '../../app/i18n/messages';

/** The server's row errors (rows.<n>.<field>) grouped by row, as the import shows them. */
const byRow = (errors: readonly { path: string; message: string }[]): StorageTypeImportRowError[] => {
  const rows = new Map<number, { path: string; message: string }[]>();
  for (const e of errors) {
    const [, n, ...field] = e.path.split('.');
    const row = Number(n);
    rows.set(row, [...(rows.get(row) ?? []), { path: field.join('.'), message: e.message }]);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([row, errs]) => ({ row, errors: errs }));
};

const download = (name: string, csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Spec 3 §2, §5: Import reads a CSV file (papaparse); a file without a required column is refused with
 * 'Missing fields: {list}', rows the rules refuse are listed one per line, nothing is saved until every row
 * passes. Export writes every storage type with the columns the import reads.
 */
export const StorageTypeImportExport = () => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ message: string; rows: StorageTypeImportRowError[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const importFile = (file: File) => {
    setProblem(null);
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: true,
      complete: (result) => {
        void (async () => {
          const fields = result.meta.fields ?? [];
          const missing = missingImportFields(fields);
          if (missing.length > 0) {
            const message = missingFieldsMessage(missing);
            setProblem({ message, rows: [] });
            dispatch(notify({ message, type: 'error' }));
            return;
          }
          setBusy(true);
          try {
            const answer = await apiRequest<{ created: number; updated: number }>(
              'POST',
              '/api/v1/storage-types/import',
              { fields, rows: result.data },
            );
            dispatch(notify({ message: `Imported ${answer.created + answer.updated} storage types`, type: 'success' }));
          } catch (e) {
            const message = isApiError(e) ? e.message : String(e);
            setProblem({ message, rows: isApiError(e) ? byRow(e.errors) : [] });
            dispatch(notify({ message, type: 'error' }));
          } finally {
            setBusy(false);
          }
        })();
      },
    });
  };

  const exportAll = async () => {
    setBusy(true);
    try {
      const rows: StorageTypeRow[] = [];
      for (let page = 1; ; page++) {
        const r = await apiRequest<{ results: StorageTypeRow[]; totalCount: number }>(
          'POST',
          '/api/v1/storages/types/list',
          { limit: 1000, page, sortBy: 'id', sortOrder: 'ASC' },
        );
        rows.push(...r.results);
        if (rows.length >= r.totalCount || r.results.length === 0) break;
      }
      const csv = Papa.unparse({
        fields: [...STORAGE_TYPE_CSV_COLUMNS],
        data: rows.map((r) =>
          STORAGE_TYPE_CSV_COLUMNS.map((c) => (c === 'countryIds' ? r.countryIds.join('|') : (r[c] ?? ''))),
        ),
      });
      download('storage-types.csv', csv);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mayUse(viewer, 'storage-types', 'create') ? (
          <Button size="small" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {t('storageTypes.import')}
          </Button>
        ) : null}
        <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportAll()}>
          {t('list.export')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="storage-types-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) importFile(file);
            e.target.value = '';
          }}
        />
      </Stack>
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)} data-testid="storage-types-import-error">
          <div>{problem.message}</div>
          {problem.rows.map((r) => (
            <div key={r.row}>{importRowErrorText(r)}</div>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
};
