import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { RecordLink } from '../../framework/fields/RecordLink';
import { LoadedReferenceName, ReferenceLabels, ReferenceName } from '../../framework/fields/ReferenceName';
import type { ReferenceSource } from '../../framework/types';
import type { FieldItem } from '../../framework/show/FieldGrid';
import { ORDER_OPTION_FORMATS } from '../orders/orderOption';

export { choices, currencyOf, CURRENCY_CHOICES, CustomerLink, money, typedMoney } from '../../framework/screens/cells';

/** Delete after a confirmation (the console has no undo), then back to the list. */
export const deleteAction = (path: string, redirectTo: string): RecordAction => ({
  id: 'delete',
  label: t('accounting.delete'),
  color: 'error',
  dialog: { kind: 'confirm' },
  run: { kind: 'request', method: 'DELETE', path, redirectTo },
});

/*
 * Issue 31 §6: the orders, invoices and payments an accounting page references, said by what they are instead of
 * '#id': an order by its number, type and date, an invoice by its number, a payment by its amount and date.
 */
export const orderWordsSource: ReferenceSource = {
  id: 'orders:words',
  kind: 'generic',
  path: '/api/orders',
  labelField: 'type',
  labelTemplate: t('words.orderOption'),
  labelFormats: ORDER_OPTION_FORMATS,
  limit: 20,
};
export const invoiceNumbersSource: ReferenceSource = {
  id: 'invoices:numbers',
  kind: 'generic',
  path: '/api/invoices',
  labelField: 'invoiceNumber',
  limit: 20,
};
export const paymentWordsSource: ReferenceSource = {
  id: 'payments:words',
  kind: 'list',
  path: '/api/v1/payments/list',
  idsKey: 'ids',
  labelField: 'id',
  labelTemplate: t('words.paymentOf'),
  labelFormats: { amount: 'money', paidAt: 'date' },
  limit: 20,
};

/** One referenced order, linked: 'Order #12 · Storage · 10/03/2031' once loaded, 'Order #12' until then. */
export const OrderLink = ({ id }: { id: number | null }) =>
  id === null ? null : (
    <RecordLink base="orders" id={id}>
      <LoadedReferenceName source={orderWordsSource} id={id} fallback={t('words.subject.order', { id })} />
    </RecordLink>
  );

/** One referenced invoice, linked, by its number ('Invoice #12' until it loads). */
export const InvoiceLink = ({ id }: { id: number | null }) =>
  id === null ? null : (
    <RecordLink base="invoices" id={id}>
      <LoadedReferenceName source={invoiceNumbersSource} id={id} fallback={t('words.subject.invoice', { id })} />
    </RecordLink>
  );

const SUBJECT = { invoices: 'words.subject.invoice', payments: 'words.subject.payment' } as const;
const SOURCE = { invoices: invoiceNumbersSource, payments: paymentWordsSource } as const;

/** Several invoices or payments of a record, linked, their labels loaded in one call. */
export const RecordLinks = ({ base, ids }: { base: 'invoices' | 'payments'; ids: readonly number[] }) => (
  <>
    <ReferenceLabels source={SOURCE[base]} ids={ids} />
    {ids.map((id, i) => (
      <span key={id} data-testid={`${base}-link`}>
        {i ? ', ' : ''}
        <RecordLink base={base} id={id}>
          <ReferenceName source={SOURCE[base]} id={id} fallback={t(SUBJECT[base], { id })} />
        </RecordLink>
      </span>
    ))}
  </>
);

/** Where an accounting record belongs, as its show page lists it: the country, and the partner linked to its page. */
export const placeItems = (r: {
  readonly countryName: string | null;
  readonly partnerId: number | null;
  readonly partnerName: string | null;
}): FieldItem[] => [
  { label: 'accounting.col.country', value: r.countryName },
  {
    label: 'accounting.col.partner',
    value: (
      <RecordLink base="partners" id={r.partnerId}>
        {r.partnerName}
      </RecordLink>
    ),
  },
];
