import { DocumentLinks } from './document-links.js';

describe('signed document links', () => {
  const notes = new DocumentLinks('secret', 'note');
  it('open the one record they name, for the user they were issued to', () => {
    const { token } = notes.issue(3, 4711);
    expect(notes.verify(token, 4711)).toBe(3);
    expect(notes.verify(token, 4712)).toBeUndefined();
    expect(new DocumentLinks('other', 'note').verify(token, 4711)).toBeUndefined();
  });
  it('stop working once expired, five minutes after they were issued', () => {
    const { token, expiresAt } = notes.issue(3, 4711, Date.now() - 600_000);
    expect(notes.verify(token, 4711)).toBeUndefined();
    const now = Date.parse('2026-12-01T08:00:00.000Z');
    expect(notes.issue(3, 4711, now).expiresAt).toBe('2026-12-01T08:05:00.000Z');
    expect(Date.parse(expiresAt)).toBeLessThan(Date.now());
  });
  it('open only the kind of document they were issued for: a note link is not a quote link', () => {
    const quotes = new DocumentLinks('secret', 'quote');
    const { token } = quotes.issue(3, 501);
    expect(quotes.verify(token, 501)).toBe(3);
    expect(notes.verify(token, 501)).toBeUndefined();
    expect(quotes.verify(notes.issue(3, 501).token, 501)).toBeUndefined();
  });
});
