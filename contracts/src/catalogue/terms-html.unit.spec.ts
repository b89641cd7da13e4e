import { sanitizeTermsHtml, termsBlocksOf } from './terms-html.js';

describe('a terms text (issue 34 §7)', () => {
  it('keeps the editor formatting and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeTermsHtml(
      '<h2 onclick="x()">Storage</h2><script>alert(1)</script><p>Pay <strong>monthly</strong>' +
        '<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">here</a> <a href="https://x.test">site</a></p>',
    );
    expect(html).toBe(
      '<h2>Storage</h2><p>Pay <strong>monthly</strong> <a>here</a> <a href="https://x.test">site</a></p>',
    );
  });

  it('reads its headings, paragraphs and list items in order, as plain text', () => {
    const blocks = termsBlocksOf(
      '<h2>1. Storage</h2><p>Goods are  stored\n at the <em>owner&#39;s</em> risk.</p><p></p>' +
        '<ul><li><p>Pay monthly</p></li><li>Keep the key</li></ul><ol><li>First</li><li>Second</li></ol>loose text',
    );
    expect(blocks).toEqual([
      { kind: 'heading', marker: '', text: '1. Storage' },
      { kind: 'paragraph', marker: '', text: "Goods are stored at the owner's risk." },
      { kind: 'item', marker: '•', text: 'Pay monthly' },
      { kind: 'item', marker: '•', text: 'Keep the key' },
      { kind: 'item', marker: '1.', text: 'First' },
      { kind: 'item', marker: '2.', text: 'Second' },
      { kind: 'paragraph', marker: '', text: 'loose text' },
    ]);
  });

  it('gives the text as written, entities read', () => {
    expect(termsBlocksOf('<p>Fees &lt; 5 &amp; &quot;net&quot;<br>each month &nbsp;</p>')).toEqual([
      { kind: 'paragraph', marker: '', text: 'Fees < 5 & "net" each month' },
    ]);
  });

  it('reads Arabic text as it is written', () => {
    expect(termsBlocksOf('<p>يدفع الإيجار شهرياً</p>')).toEqual([
      { kind: 'paragraph', marker: '', text: 'يدفع الإيجار شهرياً' },
    ]);
  });
});
