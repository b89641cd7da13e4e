import type { FormValues } from '../form/types';
import type { ActionDialog, RecordAction } from './types';

export interface DocumentLinkAction {
  readonly id: string;
  readonly label: string;
  /** The call that answers `{ url }`, a link signed for that one document (a browser tab sends no bearer header). */
  readonly linkPath: string;
  readonly failureNotice?: string;
  /** Asked first: the document's own parameters (a statement's as-of date), sent as the link call's query. */
  readonly dialog?: ActionDialog;
  readonly query?: (values: FormValues) => Readonly<Record<string, string | null | undefined>>;
}

/**
 * A document PDF (the invoice view, the receipt, the statement) opened in a new tab: the signed link is asked
 * for, then its `url` opened. One shape for every document the console offers.
 */
export const documentLinkAction = (a: DocumentLinkAction): RecordAction => ({
  id: a.id,
  label: a.label,
  ...(a.dialog ? { dialog: a.dialog } : {}),
  run: {
    kind: 'request',
    method: 'GET',
    path: a.linkPath,
    ...(a.query ? { query: a.query } : {}),
    answer: { kind: 'open', field: 'url' },
    ...(a.failureNotice ? { failureNotice: a.failureNotice } : {}),
  },
});
