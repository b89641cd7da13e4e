/**
 * The words of the server's documents (the invoice, the receipt, the statement of account), in the two languages a
 * customer reads them in: one catalogue, English and its Arabic twin, chosen by the customer's `language`, never by
 * the staff member's who prints it (issue 36 §4). `{name}` marks a value put in as it is (a number, a date, an id).
 * The record values printed as codes in English (an invoice's status, a payment's mode) are words here too: the
 * English word is the code itself, so the English documents read as before.
 */
export const DOCUMENT_WORDS_EN = {
  customer: 'Customer',
  name: 'Name',
  country: 'Country',
  trn: 'TRN',
  date: 'Date',
  dateLine: 'Date: {date}',
  type: 'Type',
  status: 'Status',
  number: 'Number',
  reference: 'Reference',
  description: 'Description',
  amount: 'Amount',
  invoice: 'Invoice',
  total: 'Total',
  vat: 'VAT',
  issuedBy: 'Issued by',
  company: 'Company',
  address: 'Address',

  taxInvoice: 'Tax invoice',
  creditNote: 'Credit note',
  dueDate: 'Due date',
  charges: 'Charges',
  noCharge: 'No charge',
  amountBeforeTax: 'Amount before tax',
  paid: 'Paid',
  balanceDue: 'Balance due',

  receipt: 'Receipt',
  receiptForPayment: 'Receipt for payment {id}',
  payment: 'Payment',
  mode: 'Mode',
  amountReceived: 'Amount received',
  appliedTo: 'Applied to',
  noInvoice: 'No invoice',
  applied: 'Applied',
  keptAsCredit: 'Kept as customer credit',

  statementOfAccount: 'Statement of account',
  asOf: 'As of {date}',
  fromDay: 'From {date}',
  customerId: 'Customer id',
  movements: 'Movements',
  balance: 'Balance',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance (outstanding)',
  invoiceIssued: 'Invoice {invoice}',
  invoiceAmended: 'Invoice {invoice} amended',
  invoiceCancelled: 'Invoice {invoice} cancelled',
  paymentTo: 'Payment to {invoice}{payment}',
  paymentReleased: 'Payment released from {invoice}{payment}',
  paymentNumber: ' (payment #{id})',

  'invoiceType.order': 'order',
  'invoiceType.recurring': 'recurring',
  'invoiceType.final': 'final',
  'invoiceType.service': 'service',
  'invoiceType.other': 'other',
  'invoiceType.creditNote': 'creditNote',
  'invoiceType.deposit': 'deposit',
  'invoiceStatus.unpaid': 'unpaid',
  'invoiceStatus.paid': 'paid',
  'invoiceStatus.partial': 'partial',
  'invoiceStatus.cancelled': 'cancelled',
  'paymentType.payment': 'payment',
  'paymentType.refund': 'refund',
  'paymentType.deposit': 'deposit',
  'paymentMode.cash': 'cash',
  'paymentMode.card': 'card',
  'paymentMode.cheque': 'cheque',
} as const;

export type DocumentWord = keyof typeof DOCUMENT_WORDS_EN;

/** The Arabic of every document word, as a Gulf business reads its invoices and statements. */
export const DOCUMENT_WORDS_AR: Readonly<Record<DocumentWord, string>> = {
  customer: 'العميل',
  name: 'الاسم',
  country: 'الدولة',
  trn: 'الرقم الضريبي',
  date: 'التاريخ',
  dateLine: 'التاريخ: {date}',
  type: 'النوع',
  status: 'الحالة',
  number: 'الرقم',
  reference: 'المرجع',
  description: 'البيان',
  amount: 'المبلغ',
  invoice: 'الفاتورة',
  total: 'الإجمالي',
  vat: 'ضريبة القيمة المضافة',
  issuedBy: 'صادرة عن',
  company: 'الشركة',
  address: 'العنوان',

  taxInvoice: 'فاتورة ضريبية',
  creditNote: 'إشعار دائن',
  dueDate: 'تاريخ الاستحقاق',
  charges: 'الرسوم',
  noCharge: 'لا توجد رسوم',
  amountBeforeTax: 'المبلغ قبل الضريبة',
  paid: 'المدفوع',
  balanceDue: 'الرصيد المستحق',

  receipt: 'إيصال استلام',
  receiptForPayment: 'إيصال الدفعة رقم {id}',
  payment: 'الدفعة',
  mode: 'طريقة الدفع',
  amountReceived: 'المبلغ المستلم',
  appliedTo: 'خُصصت للفواتير',
  noInvoice: 'لا توجد فواتير',
  applied: 'المبلغ المخصص',
  keptAsCredit: 'رصيد دائن للعميل',

  statementOfAccount: 'كشف حساب',
  asOf: 'حتى تاريخ {date}',
  fromDay: 'من تاريخ {date}',
  customerId: 'رقم العميل',
  movements: 'الحركات',
  balance: 'الرصيد',
  openingBalance: 'الرصيد الافتتاحي',
  closingBalance: 'الرصيد الختامي (المستحق)',
  invoiceIssued: 'فاتورة {invoice}',
  invoiceAmended: 'تعديل الفاتورة {invoice}',
  invoiceCancelled: 'إلغاء الفاتورة {invoice}',
  paymentTo: 'دفعة للفاتورة {invoice}{payment}',
  paymentReleased: 'إلغاء تخصيص دفعة من الفاتورة {invoice}{payment}',
  paymentNumber: ' (الدفعة رقم {id})',

  'invoiceType.order': 'طلب تخزين',
  'invoiceType.recurring': 'دورية',
  'invoiceType.final': 'نهائية',
  'invoiceType.service': 'خدمات',
  'invoiceType.other': 'أخرى',
  'invoiceType.creditNote': 'إشعار دائن',
  'invoiceType.deposit': 'تأمين',
  'invoiceStatus.unpaid': 'غير مدفوعة',
  'invoiceStatus.paid': 'مدفوعة',
  'invoiceStatus.partial': 'مدفوعة جزئياً',
  'invoiceStatus.cancelled': 'ملغاة',
  'paymentType.payment': 'دفعة',
  'paymentType.refund': 'استرداد',
  'paymentType.deposit': 'تأمين',
  'paymentMode.cash': 'نقداً',
  'paymentMode.card': 'بطاقة',
  'paymentMode.cheque': 'شيك',
};

/** The languages a customer reads documents in (a user's `language`). */
export type DocumentLanguage = 'EN' | 'AR';

/** A user's `language` as a document's: Arabic for AR, English for anything else (an unset or unknown language). */
export const documentLanguage = (language: string | null | undefined): DocumentLanguage =>
  language === 'AR' ? 'AR' : 'EN';

/** The placeholders a text names, `{name}`, for a test that both languages put in the same values. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

export interface DocumentWords {
  readonly language: DocumentLanguage;
  /** The word in the document's language, its placeholders filled. */
  (key: DocumentWord, values?: Readonly<Record<string, string | number>>): string;
  /** A record's code (an invoice's status) as a word: `<kind>.<code>`, the code itself when it has none. */
  code: (kind: 'invoiceType' | 'invoiceStatus' | 'paymentType' | 'paymentMode', value: string) => string;
}

export const documentWords = (language: DocumentLanguage): DocumentWords => {
  const catalogue: Readonly<Record<DocumentWord, string>> = language === 'AR' ? DOCUMENT_WORDS_AR : DOCUMENT_WORDS_EN;
  const say = (key: DocumentWord, values: Readonly<Record<string, string | number>> = {}): string =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  const isWord = (key: string): key is DocumentWord => Object.hasOwn(catalogue, key);
  const code: DocumentWords['code'] = (kind, value) => {
    const key = `${kind}.${value}`;
    return isWord(key) ? catalogue[key] : value;
  };
  return Object.assign(say, { language, code });
};
