import type { RequestRow } from '@console/contracts';
import { arabicSkeleton, drawnTexts, rightToLeftLines } from '../../../core/pdf/pdf-text.testing.js';
import type { NoteDocument } from './note-data.js';
import { renderNotePdf } from './note-pdf.js';

const request = {
  id: 4711,
  type: 'pickup',
  status: 'approved',
  date: '2026-12-10',
  from: 9,
  to: 13,
  partnerId: 1,
  userId: 5,
  orderId: 77,
  addressId: 12,
  userName: 'محمد أحمد',
  cityName: 'Dubai',
  warehouseName: 'Al Quoz WH',
  teamName: 'Team Falcon',
  currency: 'AED',
  comment: 'Call before arrival',
  reason: null,
  services: [],
  request_lines: [],
} as unknown as RequestRow;

const note = (over: Partial<NoteDocument> = {}): NoteDocument => ({
  request,
  customerPhone: '+971501234567',
  address: 'Villa 3, Street 4, Jumeirah, Dubai',
  countryName: 'United Arab Emirates',
  lines: [{ storageId: 901, code: 'BX-901', qty: 2, qtyDone: 1, qtyWarehouse: 1 }],
  services: [{ name: 'Packing material', amount: 50 }],
  printedAt: '2026-12-01T08:00:00.000Z',
  language: 'EN',
  ...over,
});

describe('the request note PDF', () => {
  it('is a PDF with the request, slot, customer, lines, services, notes and signatures', async () => {
    const pdf = await renderNotePdf(note());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = drawnTexts(pdf)
      .map((d) => d.text)
      .join('\n');
    for (const shown of [
      'Request note',
      'Request 4711',
      'pickup',
      'approved',
      '10/12/2026',
      '09:00 - 13:00',
      '+971501234567',
      'Villa 3, Street 4, Jumeirah, Dubai',
      'Dubai, United Arab Emirates',
      'Al Quoz WH',
      'Team Falcon',
      'BX-901',
      '901',
      'Packing material',
      'AED 50.00',
      'Call before arrival',
      'Customer signature',
      'Team signature',
    ]) {
      expect(text).toContain(shown);
    }
    // The Arabic name is drawn with the embedded Arabic font (its glyphs laid out right to left by the shaper).
    const arabic = drawnTexts(pdf)
      .filter((d) => /NotoSansArabic/.test(d.font))
      .map((d) => d.text);
    const visual = (s: string) => [...s].reverse().join('');
    expect(arabic).toEqual(expect.arrayContaining([visual('أحمد'), visual('محمد')]));
  });

  it('says so when there are no lines and no services', async () => {
    const text = drawnTexts(await renderNotePdf(note({ lines: [], services: [] })))
      .map((d) => d.text)
      .join('\n');
    expect(text).toContain('No lines');
    expect(text).toContain('No services');
  });

  it('is in Arabic, right to left, for a customer whose language is AR (issue 36 §4)', async () => {
    const drawn = drawnTexts(await renderNotePdf(note({ language: 'AR' })));
    const lines = rightToLeftLines(drawn).map(arabicSkeleton);
    const missing = [
      'مذكرة طلب الخدمة',
      'طلب الخدمة 4711    تاريخ الطباعة: 01/12/2026',
      'النوعاستلام من العميل',
      'الحالةمعتمد',
      'الفترة الزمنية09:00 - 13:00',
      'الهاتف+971501234567',
      'رقم وحدة التخزينالرمزالكمية',
      '901BX-901',
      'Packing materialAED 50.00',
      'توقيع العميل',
      'توقيع الفريق',
    ].filter((t) => !lines.some((l) => l.includes(arabicSkeleton(t))));
    expect(missing).toEqual([]);
    const latin = drawn.filter((t) => t.font.startsWith('Helvetica')).map((t) => t.text);
    expect(latin).not.toContain('Request note');
    // The customer signs on the right, where an Arabic reader starts; the team on the left (the last words drawn).
    const xOf = (word: string) =>
      drawn.findLast((t) => arabicSkeleton([...t.text].reverse().join('')) === arabicSkeleton(word))!.x;
    expect(xOf('العميل')).toBeGreaterThan(xOf('الفريق'));
  });
});
