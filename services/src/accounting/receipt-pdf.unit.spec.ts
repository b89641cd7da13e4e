import type { PaymentRow } from '@console/contracts';
import { drawnTexts } from '../core/pdf/pdf-text.testing.js';
import { renderReceiptPdf } from './receipt-pdf.js';

const payment = {
  id: 77,
  type: 'payment',
  mode: 'cod',
  status: 'complete',
  amount: 12_000_000,
  currency: 'AED',
  paidAt: '2026-11-20T09:00:00.000Z',
  userId: 3,
  creatorId: 1,
  partnerId: 1,
  countryId: 1,
  invoiceIds: [12],
  eci: null,
  notes: null,
  reference: 'R-1',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  userName: 'Lina Haddad',
  partnerName: null,
  countryName: 'UAE',
} as unknown as PaymentRow;

describe('the receipt PDF', () => {
  it('shows the amount, the invoices it settled and the credit kept', async () => {
    const pdf = await renderReceiptPdf({
      payment,
      allocations: [{ invoiceNumber: 'INAE12', amount: 11_550_000 }],
      countryName: 'UAE',
      company: { legalEntity: 'Demo Storage FZ-LLC', address: 'Al Quoz, Dubai', trn: '100000000000003' },
      language: 'EN',
    });
    const text = drawnTexts(pdf).map((t) => t.text);
    // AED 1,200.00 received; 1,155.00 to INAE12; 45.00 kept as credit.
    expect(text).toEqual(
      expect.arrayContaining([
        'Receipt',
        'Issued by',
        'Demo Storage FZ-LLC',
        'Al Quoz, Dubai',
        '100000000000003',
        'Lina Haddad',
        'INAE12',
        'AED 1,200.00',
        'AED 1,155.00',
        'AED 45.00',
      ]),
    );
  });

  it('leaves out the issuer when the country names no company', async () => {
    const pdf = await renderReceiptPdf({
      payment,
      allocations: [],
      countryName: 'UAE',
      company: null,
      language: 'EN',
    });
    const text = drawnTexts(pdf).map((t) => t.text);
    expect(text).not.toContain('Issued by');
    expect(text).toContain('No invoice');
  });
});
