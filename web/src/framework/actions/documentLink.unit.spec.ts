import { documentLinkAction } from './documentLink';

test('a document action asks for its signed link and opens the url it answers, with its dialog and query', () => {
  const plain = documentLinkAction({
    id: 'receipt',
    label: 'accounting.receipt',
    linkPath: '/api/v1/payments/7/receipt-link',
  });
  expect(plain).toEqual({
    id: 'receipt',
    label: 'accounting.receipt',
    run: {
      kind: 'request',
      method: 'GET',
      path: '/api/v1/payments/7/receipt-link',
      answer: { kind: 'open', field: 'url' },
    },
  });
  const query = (v: Record<string, unknown>) => ({ asOf: String(v.asOf) });
  const asked = documentLinkAction({
    id: 'statement',
    label: 'billing.statement',
    linkPath: '/api/v1/ledger/3/statement-link',
    dialog: { kind: 'form', text: 'billing.asOf', fields: [], initial: {}, submitLabel: 'billing.openStatement' },
    query,
    failureNotice: 'No statement',
  });
  expect(asked.dialog).toMatchObject({ kind: 'form', submitLabel: 'billing.openStatement' });
  expect(asked.run).toMatchObject({ query, failureNotice: 'No statement', answer: { kind: 'open', field: 'url' } });
});
