import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  countryById,
  formatMoney,
  isCountryId,
  OWN_PARTNER_ID,
  priceQuote,
  type CommissionSlab,
  type CommissionSlabRow,
  type Money,
  type OrderItem,
  type QuoteBreakdown,
  type QuoteInput,
} from '@console/contracts';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery, ResourceApi } from '../../framework/types';
import type { SalesCatalogue } from '../../shared/orders/useSalesCatalogue';
import { t, type MessageKey } from '../../app/i18n/messages';

/** What the quote is computed from: a record, or a form's values already in record form. */
export interface QuoteSource {
  readonly countryId: number | null;
  readonly months: number | null;
  readonly size?: number | null;
  readonly items: readonly OrderItem[];
  readonly rate?: number | null;
  readonly customerRent?: number | null;
  readonly services: readonly { servicetypeId: number; amount: number }[];
  readonly couponId?: string | null;
  readonly partnerId: number | null;
  readonly partnerStorageCommissionPercent?: number | null;
  readonly partnerServiceCommissionPercent?: number | null;
}

const slabsApi: ResourceApi = {
  name: 'partner-commission-slabs',
  recordPath: '/api/partner-commission-slabs',
  tables: ['rm.partner_commission_slabs'],
};

/**
 * Spec 2 §7: the partner's commission slabs "fetched by partner with target below order size (200 per page, sort
 * id ascending)"; none for partner 1 (the business itself).
 */
export const usePartnerSlabs = (partnerId: number | null, size: number): CommissionSlab[] => {
  const own = partnerId === null || partnerId === OWN_PARTNER_ID;
  const query: ListQuery = {
    limit: 200,
    page: 1,
    sortBy: 'id',
    sortOrder: 'ASC',
    partnerId: own ? 0 : partnerId,
    'target[$lt]': size,
  };
  const { rows } = useEmbeddedList<CommissionSlabRow>(`sales:slabs`, slabsApi, query);
  return useMemo(
    () =>
      own
        ? []
        : rows
            .filter((r) => r.serviceCategory === 'Storage' || r.serviceCategory === 'Service')
            .map((r) => ({
              id: r.id,
              partnerId: r.partnerId,
              target: r.target,
              commissionPercent: r.commissionPercent,
              category: r.serviceCategory as CommissionSlab['category'],
            })),
    [own, rows],
  );
};

/** The quote of spec 2 §9 (contracts' priceQuote) for a record; null while its country is unknown. */
export const quoteOf = (
  q: QuoteSource,
  catalogue: SalesCatalogue,
  slabs: readonly CommissionSlab[],
): QuoteBreakdown | null => {
  if (!isCountryId(q.countryId)) return null;
  const input: QuoteInput = {
    countryId: q.countryId,
    vatPercent: countryById(q.countryId)?.vat ?? 0,
    months: q.months,
    ...(q.size !== undefined && q.size !== null && q.items.length === 0 ? { size: q.size } : {}),
    items: catalogue.pricedItems(q.items),
    rate: q.rate ?? null,
    customerRent: q.customerRent ?? null,
    services: catalogue.quoteServices(q.services),
    couponId: q.couponId ?? null,
    partnerId: q.partnerId,
    partnerStorageCommissionPercent: q.partnerStorageCommissionPercent ?? null,
    partnerServiceCommissionPercent: q.partnerServiceCommissionPercent ?? null,
    commissionSlabs: slabs,
  };
  return priceQuote(input);
};

const Line = ({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) => (
  <TableRow data-testid={testId}>
    <TableCell sx={{ fontWeight: strong ? 700 : 400, borderBottom: 0, py: 0.5 }}>{label}</TableCell>
    <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400, borderBottom: 0, py: 0.5, whiteSpace: 'nowrap' }}>
      {value}
    </TableCell>
  </TableRow>
);

/** A charged service's line: its name, and whether it is free or a discount. */
const SERVICE_LINE: Readonly<Record<string, MessageKey>> = {
  free: 'orders.quote.serviceFree',
  discount: 'orders.quote.serviceDiscount',
};
const serviceLine = (s: { name: string; kind: string }): string => {
  const key = SERVICE_LINE[s.kind];
  return key ? t(key, { name: s.name }) : s.name;
};

/**
 * The price calculator (spec 2 §2 Billing, §9): size and rate, the monthly rent and its minimum, the total rent
 * over the months, each service (free ones at 0, the discount, 'Delivery (Charged Later)' apart and in no total),
 * VAT for countries 1 and 3, the totals, and the partner's commissions when the partner is not 1.
 */
export const QuoteTable = ({ quote }: { quote: QuoteBreakdown }) => {
  const m = (amount: Money) => formatMoney(amount, quote.currency);
  const charged = quote.services.filter((s) => s.kind !== 'chargedLater');
  const later = quote.services.filter((s) => s.kind === 'chargedLater');
  return (
    <Box data-testid="price-calculator" sx={{ maxWidth: 560 }}>
      <Table size="small" aria-label={t('orders.quote.price')}>
        <TableBody>
          <Line label={t('orders.quote.size')} value={String(quote.size)} testId="quote-size" />
          <Line
            label={t(quote.rateSource === 'custom' ? 'orders.quote.rateAgreed' : 'orders.quote.rate')}
            value={m(quote.rate)}
          />
          <Line label={t('orders.quote.computedRent')} value={m(quote.computedRent)} />
          <Line label={t('orders.quote.minimumRent')} value={m(quote.minimumRent)} />
          <Line label={t('orders.quote.monthlyRent')} value={m(quote.rent)} testId="quote-rent" />
          {quote.customerRent !== quote.rent ? (
            <Line label={t('orders.quote.customerRent')} value={m(quote.customerRent)} />
          ) : null}
          <Line
            label={t(quote.months === 1 ? 'orders.quote.totalRentOneMonth' : 'orders.quote.totalRent', {
              months: quote.months,
            })}
            value={m(quote.totalRent)}
          />
          {charged.map((s, i) => (
            <Line
              key={`${s.name}-${i}`}
              label={serviceLine(s)}
              value={s.kind === 'discount' ? `-${m(s.amount)}` : m(s.charged)}
            />
          ))}
          {quote.freeServicesSuppressed ? <Line label={t('orders.quote.freeSuppressed')} value="" /> : null}
          <Line label={t('orders.quote.serviceCharges')} value={m(quote.serviceCharges)} />
          {quote.discount !== 0 ? <Line label={t('orders.quote.discount')} value={`-${m(quote.discount)}`} /> : null}
          <Line label={t('orders.quote.total')} value={m(quote.total)} strong testId="quote-total" />
          {quote.vatApplies ? (
            <Line label={t('orders.quote.vat', { percent: String(quote.vatPercent) })} value={m(quote.vat)} />
          ) : null}
          {quote.vatApplies ? (
            <Line label={t('orders.quote.totalWithVat')} value={m(quote.totalWithVat)} strong />
          ) : null}
          {quote.vatApplies ? (
            <Line label={t('orders.quote.monthlyRentWithVat')} value={m(quote.monthlyRentWithVat)} />
          ) : null}
          {later.map((s, i) => (
            <Line key={`later-${i}`} label={t('orders.quote.serviceLater', { name: s.name })} value={m(s.amount)} />
          ))}
        </TableBody>
      </Table>
      {quote.partner ? (
        <Box sx={{ mt: 2 }} data-testid="partner-commissions">
          <Typography variant="subtitle2">{t('orders.quote.partnerCommissions')}</Typography>
          <Table size="small" aria-label={t('orders.quote.partnerCommissions')}>
            <TableBody>
              <Line
                label={t('orders.quote.storageCommission')}
                value={
                  quote.partner.storageCommissionPercent === null ? '—' : `${quote.partner.storageCommissionPercent}%`
                }
              />
              <Line label={t('orders.quote.serviceCommission')} value={`${quote.partner.serviceCommissionPercent}%`} />
              <Line label={t('orders.quote.partnerShare')} value={m(quote.partner.partnerShare)} />
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
};
