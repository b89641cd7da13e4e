import { money } from '../money/money.js';
import {
  allocatePayment,
  chargeChangeRefusal,
  chargeFitsInvoice,
  INVOICE_MESSAGES,
  invoiceAutoChargeable,
  invoiceDateRefusal,
  invoiceDeleteRefusal,
  invoiceDueDate,
  invoiceEditRefusal,
  invoiceNumber,
  invoicePayable,
  invoiceStatusOf,
  invoiceTotals,
  lastInvoiceDate,
  validateInvoice,
  vatOf,
} from './invoice.rules.js';
import { evolveInvoice, type InvoiceState } from './invoice.state.js';
import type { InvoiceEvent } from './invoice.events.js';

const today = '2026-11-25';

describe('invoice rules (spec 3 §2, §5, §6, §9)', () => {
  it('numbers: IN/CN + AE/KW/SA + id', () => {
    expect(invoiceNumber({ id: 1042, type: 'order', countryId: 1 })).toBe('INAE1042');
    expect(invoiceNumber({ id: 7, type: 'creditNote', countryId: 2 })).toBe('CNKW7');
    expect(invoiceNumber({ id: 9, type: 'recurring', countryId: 3 })).toBe('INSA9');
  });
  it('due date is the date + 15 days, across months and leap days', () => {
    expect(invoiceDueDate('2026-11-25')).toBe('2026-12-10');
    expect(invoiceDueDate('2028-02-20')).toBe('2028-03-06');
    expect(invoiceDueDate('2026-12-20')).toBe('2027-01-04');
  });
  it('VAT 5 % on AED 1,234.56 is AED 61.73: rounded to the fils, half away from zero (issue 30)', () => {
    expect(vatOf(money(12_345_600), 5, 'AED')).toBe(617_300);
    // KWD keeps three decimals: 61.728
    expect(vatOf(money(12_345_600), 5, 'KWD')).toBe(617_280);
    // AED 0.10 × 5 % = 0.005 → 0.01 (half away from zero); −0.10 → −0.01; 0.09 → 0.0045 → 0.00
    expect(vatOf(money(1_000), 5, 'AED')).toBe(100);
    expect(vatOf(money(-1_000), 5, 'AED')).toBe(-100);
    expect(vatOf(money(900), 5, 'AED')).toBe(0);
    expect(vatOf(money(1_000_000), 0, 'AED')).toBe(0);
    expect(vatOf(money(1_000_000), 15, 'SAR')).toBe(150_000);
  });
  it('totals: rent 1000 + packing 150 − credit... before tax 1,100.00, VAT 55.00, total 1,155.00', () => {
    const t = invoiceTotals([money(10_000_000), money(1_500_000), money(-500_000)], 5, 'AED');
    expect(t).toEqual({ amountBeforeTax: 11_000_000, taxAmount: 550_000, amount: 11_550_000 });
  });
  it("totals in the currency's decimals: INAE972 (AED 5.50 + 5 %) is AED 5.78, never 5.775", () => {
    expect(invoiceTotals([money(55_000)], 5, 'AED')).toEqual({
      amountBeforeTax: 55_000,
      taxAmount: 2_800,
      amount: 57_800,
    });
    // Charges finer than the fils: the sum is rounded first, VAT on the rounded sum.
    expect(invoiceTotals([money(12_345), money(1)], 5, 'AED')).toEqual({
      amountBeforeTax: 12_300,
      taxAmount: 600,
      amount: 12_900,
    });
    expect(invoiceTotals([money(12_345)], 0, 'KWD').amount).toBe(12_350);
  });
  it('status follows the amounts', () => {
    expect(invoiceStatusOf({ amount: money(100), amountPaid: money(0), cancelled: false })).toBe('unpaid');
    expect(invoiceStatusOf({ amount: money(100), amountPaid: money(40), cancelled: false })).toBe('partial');
    expect(invoiceStatusOf({ amount: money(100), amountPaid: money(100), cancelled: false })).toBe('paid');
    expect(invoiceStatusOf({ amount: money(-100), amountPaid: money(0), cancelled: false })).toBe('paid');
    expect(invoiceStatusOf({ amount: money(100), amountPaid: money(40), cancelled: true })).toBe('cancelled');
  });
  it('credit notes take only credit charges, other invoices none', () => {
    expect(chargeFitsInvoice('creditNote', 'credit')).toBeUndefined();
    expect(chargeFitsInvoice('creditNote', 'storage')).toBe(INVOICE_MESSAGES.creditNoteOnlyCredits);
    expect(chargeFitsInvoice('order', 'credit')).toBe(INVOICE_MESSAGES.onlyCreditNoteCredits);
    expect(chargeFitsInvoice('order', 'discount')).toBeUndefined();
  });
  it('edit by month: admin always, finance this month, finance-edit-old-invoice older', () => {
    expect(invoiceEditRefusal(['admin'], '2020-01-01', today)).toBeUndefined();
    expect(invoiceEditRefusal(['finance'], '2026-11-01', today)).toBeUndefined();
    expect(invoiceEditRefusal(['finance'], '2026-12-15', today)).toBeUndefined();
    expect(invoiceEditRefusal(['finance'], '2026-10-31', today)).toBe(INVOICE_MESSAGES.editOldForbidden);
    expect(invoiceEditRefusal(['finance-edit-old-invoice'], '2026-10-31', today)).toBeUndefined();
    expect(invoiceEditRefusal(['accounts-staff'], '2026-11-20', today)).toBe(INVOICE_MESSAGES.editForbidden);
  });
  it('delete by month: admin or finance this month, admin or finance-delete-old-invoice older', () => {
    expect(invoiceDeleteRefusal(['finance'], '2026-11-01', today)).toBeUndefined();
    expect(invoiceDeleteRefusal(['finance'], '2026-10-31', today)).toBe(INVOICE_MESSAGES.deleteOldForbidden);
    expect(invoiceDeleteRefusal(['finance-delete-old-invoice'], '2026-01-31', today)).toBeUndefined();
    expect(invoiceDeleteRefusal(['admin'], '2019-01-31', today)).toBeUndefined();
    expect(invoiceDeleteRefusal(['finance-edit-old-invoice'], '2026-11-20', today)).toBe(
      INVOICE_MESSAGES.deleteForbidden,
    );
  });
  it('Pay only for unpaid or partial; auto-charge needs a balance, country 1 and an active card', () => {
    expect(['unpaid', 'partial', 'paid', 'cancelled'].map((s) => invoicePayable(s as 'paid'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const inv = {
      status: 'partial' as const,
      amount: money(1000),
      amountPaid: money(400),
      countryId: 1,
      activeCards: 1,
    };
    expect(invoiceAutoChargeable(inv)).toBe(true);
    expect(invoiceAutoChargeable({ ...inv, countryId: 2 })).toBe(false);
    expect(invoiceAutoChargeable({ ...inv, activeCards: 0 })).toBe(false);
    expect(invoiceAutoChargeable({ ...inv, amountPaid: money(1000) })).toBe(false);
    expect(invoiceAutoChargeable({ ...inv, status: 'paid' })).toBe(false);
  });
  it('allocates a payment over invoices in order, each up to its balance', () => {
    expect(
      allocatePayment(money(1500), [
        { id: 1, balance: money(1000) },
        { id: 2, balance: money(800) },
      ]),
    ).toEqual([
      { invoiceId: 1, amount: 1000 },
      { invoiceId: 2, amount: 500 },
    ]);
    expect(
      allocatePayment(money(300), [
        { id: 1, balance: money(0) },
        { id: 2, balance: money(200) },
      ]),
    ).toEqual([{ invoiceId: 2, amount: 200 }]);
  });
  it('form: user, type, date required; due date not before the date', () => {
    expect(validateInvoice({}).map((e) => e.message)).toEqual([
      'User is required',
      'Type is required',
      'Date is required',
    ]);
    expect(validateInvoice({ userId: 1, type: 'order', date: '2026-11-25', dueDate: '2026-11-24' })).toEqual([
      { path: 'dueDate', message: INVOICE_MESSAGES.dueDateBeforeDate },
    ]);
  });
  it('the fold derives the status from allocations and releases', () => {
    const events: InvoiceEvent[] = [
      {
        type: 'InvoiceIssued',
        data: {
          id: 1,
          type: 'order',
          date: today,
          dueDate: '2026-12-10',
          userId: 3,
          partnerId: 1,
          countryId: 1,
          orderId: 9,
          currency: 'AED',
          vat: 5,
          charges: [{ id: 5, amount: money(1_000_000) }],
          amountBeforeTax: money(1_000_000),
          taxAmount: money(50_000),
          amount: money(1_050_000),
          status: 'unpaid',
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      },
      {
        type: 'InvoicePartiallyPaid',
        data: {
          id: 1,
          paymentId: 7,
          amount: money(50_000),
          amountPaid: money(50_000),
          paidAt: '2026-11-25T11:00:00.000Z',
        },
      },
      {
        type: 'InvoicePaid',
        data: {
          id: 1,
          paymentId: 8,
          amount: money(1_000_000),
          amountPaid: money(1_050_000),
          paidAt: '2026-11-26T11:00:00.000Z',
        },
      },
    ];
    const paid = events.reduce<InvoiceState>(evolveInvoice, null)!;
    expect([paid.status, paid.amountPaid, paid.paidAt]).toEqual(['paid', 1_050_000, '2026-11-26T11:00:00.000Z']);
    const released = evolveInvoice(paid, {
      type: 'InvoicePaymentReleased',
      data: { id: 1, paymentId: 8, amount: money(1_000_000), amountPaid: money(50_000), status: 'partial' },
    })!;
    expect([released.status, released.allocations, released.paidAt]).toEqual([
      'partial',
      [{ paymentId: 7, amount: 50_000 }],
      null,
    ]);
  });
});

describe('invoice dates and paid invoices (issue 30)', () => {
  it('dates: not after the end of next month; a previous month only with finance-edit-old-invoice or admin', () => {
    expect(lastInvoiceDate('2026-11-25')).toBe('2026-12-31');
    expect(lastInvoiceDate('2026-12-05')).toBe('2027-01-31');
    expect(lastInvoiceDate('2027-01-31')).toBe('2027-02-28');
    expect(invoiceDateRefusal(['finance'], '2026-12-31', today)).toBeUndefined();
    expect(invoiceDateRefusal(['admin'], '2027-01-01', today)).toBe(INVOICE_MESSAGES.dateTooLate);
    expect(invoiceDateRefusal(['admin'], '2099-01-01', today)).toBe(INVOICE_MESSAGES.dateTooLate);
    expect(invoiceDateRefusal(['finance'], '2026-11-01', today)).toBeUndefined();
    expect(invoiceDateRefusal(['finance'], '2026-10-31', today)).toBe(INVOICE_MESSAGES.dateBackdated);
    expect(invoiceDateRefusal(['finance-edit-old-invoice'], '2026-10-31', today)).toBeUndefined();
    expect(invoiceDateRefusal(['admin'], '2015-01-01', today)).toBeUndefined();
    expect(invoiceDateRefusal(['admin'], '2014-12-31', today)).toBe(INVOICE_MESSAGES.dateTooEarly);
  });
  it('a charge change may raise a paid invoice, never bring it below what was paid, nor past the bound', () => {
    const paid = {
      charges: [
        { id: 1, amount: money(55_000) },
        { id: 2, amount: money(10_000) },
      ],
      vat: 5,
      currency: 'AED' as const,
      amount: money(68_300),
      amountPaid: money(68_300),
      status: 'paid' as const,
    };
    expect(chargeChangeRefusal(paid, 1, money(66_000))).toBeUndefined();
    expect(chargeChangeRefusal(paid, 1, money(50_000))).toBe('belowPaid');
    expect(chargeChangeRefusal(paid, 2, null)).toBe('belowPaid');
    expect(chargeChangeRefusal({ ...paid, amountPaid: money(0), status: 'unpaid' }, 2, null)).toBeUndefined();
    expect(chargeChangeRefusal(paid, 3, money(1e12))).toBe('tooLarge');
    expect(chargeChangeRefusal({ ...paid, status: 'cancelled' }, 2, null)).toBeUndefined();
  });
});
