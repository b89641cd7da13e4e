import { formatMoney, money } from '@console/contracts';
import { day } from '../core/pdf/pdf-layout.js';
import { drawnTexts } from '../core/pdf/pdf-text.testing.js';
import { renderStatementPdf, statementLines, type StatementEntry } from './statement-pdf.js';

const invoice = (n: number, amount: number): StatementEntry => ({
  occurredAt: `2026-0${1 + (n % 9)}-15T09:00:00.000Z`,
  eventType: 'InvoiceCreated',
  amount,
  invoiceNumber: `INAE${n}`,
  paymentId: null,
});

describe('the statement of account', () => {
  it('runs the balance from the opening one through every movement to the closing one', () => {
    const lines = statementLines(1_000_000, [
      invoice(1, 2_100_000),
      { ...invoice(1, -500_000), eventType: 'InvoicePartiallyPaid', paymentId: 9 },
      { ...invoice(2, -300_000), eventType: 'InvoiceCancelled' },
    ]);
    expect(lines.map((l) => [l.description, l.balance])).toEqual([
      ['Invoice INAE1', 3_100_000],
      ['Payment to INAE1 (payment #9)', 2_600_000],
      ['Invoice INAE2 cancelled', 2_300_000],
    ]);
  });

  it('shows the customer, the Arabic name shaped, the opening and closing balances', async () => {
    const pdf = await renderStatementPdf({
      customer: { id: 3, name: 'Lina Haddad لينا', trn: '100200300400003' },
      countryName: 'UAE',
      company: { legalEntity: 'Demo Storage FZ-LLC', address: 'Al Quoz, Dubai', trn: '100000000000003' },
      currency: 'AED',
      from: '2026-01-01T00:00:00.000Z',
      asOf: '2026-11-20T23:59:59.999Z',
      opening: 1_000_000,
      entries: [invoice(1, 2_100_000), { ...invoice(1, -500_000), eventType: 'InvoicePaid', paymentId: 9 }],
      language: 'EN',
    });
    const drawn = drawnTexts(pdf);
    const text = drawn.map((t) => t.text);
    expect(text).toEqual(
      expect.arrayContaining([
        'Statement of account',
        'Demo Storage FZ-LLC',
        'Al Quoz, Dubai',
        '100000000000003',
        '100200300400003',
        'Invoice INAE1',
        'AED 100.00',
        'AED 310.00',
        'AED 260.00',
        'Closing balance (outstanding)',
      ]),
    );
    expect(drawn.some((t) => t.font.includes('NotoSansArabic'))).toBe(true);
  });

  it('draws a customer of 500 invoices over pages, every line and the right closing balance', async () => {
    const entries = Array.from({ length: 500 }, (_, i) => invoice(i + 1, 10_000));
    const statement = {
      customer: { id: 4, name: 'Big Customer', trn: null },
      countryName: 'UAE',
      company: null,
      currency: 'AED',
      from: null,
      asOf: null,
      opening: 0,
      entries,
      language: 'EN',
    } as const;
    // The first render also loads pdfkit's fonts and warms the code; the second is what a request costs.
    const coldStart = performance.now();
    await renderStatementPdf(statement);
    const cold = performance.now() - coldStart;
    const started = performance.now();
    const pdf = await renderStatementPdf(statement);
    const ms = performance.now() - started;
    const text = drawnTexts(pdf).map((t) => t.text);
    expect(text).toEqual(expect.arrayContaining(['Invoice INAE1', 'Invoice INAE500', 'AED 5.00']));
    // The budget (300 ms) is measured, not asserted: a shared machine would make the test flaky (docs/benchmarks.md).
    process.stdout.write(
      `statement of 500 invoices rendered in ${ms.toFixed(0)} ms (first ${cold.toFixed(0)} ms), ${pdf.length} bytes\n`,
    );
  });

  it('draws every line of a large statement in order, each with its running balance, and the closing balance', async () => {
    // 500 invoices, most paid in one or two parts, some amended or cancelled: about 1,100 lines over 20 pages.
    const entries: StatementEntry[] = [];
    for (let n = 1; n <= 500; n++) {
      const amount = 1_000_000 + ((n * 7_919) % 5_000_000);
      const issued = {
        ...invoice(n, amount),
        occurredAt: `2025-${String(1 + (n % 12)).padStart(2, '0')}-0${1 + (n % 9)}T09:00:00.000Z`,
      };
      entries.push(issued);
      if (n % 10 === 9) continue;
      const first = Math.floor((amount * 6) / 10);
      entries.push({ ...issued, eventType: 'InvoicePartiallyPaid', amount: -first, paymentId: 2 * n });
      if (n % 3 === 0)
        entries.push({ ...issued, eventType: 'InvoicePaid', amount: first - amount, paymentId: 2 * n + 1 });
      if (n % 50 === 0) entries.push({ ...issued, eventType: 'InvoiceUpdated', amount: 150_000 });
      if (n % 77 === 0)
        entries.push({ ...issued, eventType: 'InvoicePaymentReleased', amount: first, paymentId: 2 * n });
    }
    const opening = -2_500_000;
    const pdf = await renderStatementPdf({
      customer: { id: 5, name: 'Large Customer', trn: null },
      countryName: 'UAE',
      company: { legalEntity: 'Demo Storage FZ-LLC', address: 'Al Quoz, Dubai', trn: '100000000000003' },
      currency: 'AED',
      from: '2025-01-01T00:00:00.000Z',
      asOf: null,
      opening,
      entries,
      language: 'EN',
    });
    const aed = (minor: number) => formatMoney(money(minor), 'AED');
    // What a reader checks with a pencil: the balance carried from line to line, summed here, not by statementLines.
    const expected = ['Date', 'Description', 'Amount', 'Balance', 'Opening balance', aed(opening)];
    let balance = opening;
    for (const e of entries) {
      balance += e.amount;
      const what =
        e.eventType === 'InvoiceCreated'
          ? `Invoice ${e.invoiceNumber}`
          : e.eventType === 'InvoiceUpdated'
            ? `Invoice ${e.invoiceNumber} amended`
            : e.eventType === 'InvoicePaymentReleased'
              ? `Payment released from ${e.invoiceNumber} (payment #${e.paymentId})`
              : `Payment to ${e.invoiceNumber} (payment #${e.paymentId})`;
      expected.push(day(e.occurredAt), what, aed(e.amount), aed(balance));
    }
    expected.push('Closing balance (outstanding)', aed(balance));
    const text = drawnTexts(pdf).map((t) => t.text);
    const table = text.slice(text.indexOf('Date'));
    // A cell too wide for its column (a payment released, with its long numbers) is drawn as a line per piece.
    const cells = expected.map((cell) => {
      let drawn = table.shift() ?? '';
      while (drawn !== cell && cell.startsWith(drawn) && table.length > 0) drawn += table.shift();
      return drawn;
    });
    expect(entries.length).toBeGreaterThan(1_000);
    expect(cells).toEqual(expected);
    expect(table).toEqual([]);
    expect(pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length).toBeGreaterThan(20);
  });
});
