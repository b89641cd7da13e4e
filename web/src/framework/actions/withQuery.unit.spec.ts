import { withQuery } from './withQuery';

describe("a GET action's parameters from its dialog", () => {
  it('are added to the path, encoded; empty ones are left out', () => {
    expect(withQuery('/api/v1/ledger/5/statement-link', { asOf: '2026-11-01' })).toBe(
      '/api/v1/ledger/5/statement-link?asOf=2026-11-01',
    );
    expect(withQuery('/api/v1/ledger/5/statement-link', { asOf: '', from: null, to: undefined })).toBe(
      '/api/v1/ledger/5/statement-link',
    );
    expect(withQuery('/x?id=1', { q: 'a b&c' })).toBe('/x?id=1&q=a+b%26c');
  });
});
