import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CHECKLIST_ITEMS,
  leadHasOrder,
  OWN_PARTNER_ID,
  type OrderItem,
  type OrderPage,
  type OrderRow,
} from '@console/contracts';
import { ChipList, formatDate, formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { LinkedRecordName, RecordName } from '../../framework/fields/RecordName';
import { t, type MessageKey } from '../../app/i18n/messages';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { FieldGrid, type FieldItem } from '../../framework/show/FieldGrid';
import { showAmount } from './list';
import { QuoteTable, quoteOf, usePartnerSlabs } from './PriceCalculator';
import { timeSlotLabel, yesNo } from './form/choices';
import { agreedRate } from './form/values';
import { useSalesCatalogue, type SalesCatalogue } from '../../shared/orders/useSalesCatalogue';
import { enumLabel, paymentModeLabel } from '../../app/i18n/enumText';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mt: 3 }}>
    <Divider sx={{ mb: 2 }} />
    <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontSize: 16, fontWeight: 700 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const itemsText = (items: readonly OrderItem[] | null | undefined, catalogue: SalesCatalogue): string =>
  (items ?? [])
    .map(
      (i) =>
        `${
          catalogue.storageTypes.find((s) => s.id === i.storagetypeId)?.name ??
          // Issue 31 §6: a storage type's name, never '#5': '…' while the catalogue loads, else it is gone.
          t(catalogue.ready ? 'words.gone.storageType' : 'words.loadingName')
        } × ${i.quantity}`,
    )
    .join(', ');

const num = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v));
const percent = (p: number | null | undefined): string | null => (p === null || p === undefined ? null : `${p}%`);
const months = (n: number | null): string | null =>
  n === null ? null : t(n === 1 ? 'orders.summary.oneMonth' : 'orders.summary.months', { count: n });

type QuantityRow = readonly [MessageKey, string, string, string];

/** A quantity's name, then its expected, actual and warehouse figures. */
const QUANTITY_COLUMNS: readonly RowsColumn<QuantityRow>[] = [
  { render: ([label]) => t(label), sx: { fontWeight: 600 } },
  { label: 'orders.summary.expected', render: ([, expected]) => expected },
  { label: 'orders.summary.actual', render: ([, , actual]) => actual },
  { label: 'orders.summary.warehouse', render: ([, , , warehouse]) => warehouse },
];

/** Spec 2 §2: the expected / actual / warehouse table of quantity, size, rent, rate and items. */
const QuantitiesTable = ({ r, catalogue }: { r: OrderRow; catalogue: SalesCatalogue }) => {
  const rows: QuantityRow[] = [
    ['orders.summary.quantity', num(r.qty), num(r.actualQty), num(r.currentQty)],
    ['orders.summary.size', num(r.size), num(r.actualSize), num(r.currentSize)],
    [
      'orders.summary.rent',
      showAmount(r.customerRent ?? r.rent, r),
      showAmount(r.actualRent, r),
      showAmount(r.currentRent, r),
    ],
    ['orders.summary.rate', showAmount(r.rate, r), '—', '—'],
    ['orders.summary.items', itemsText(r.items, catalogue) || '—', '—', itemsText(r.currentItems, catalogue) || '—'],
  ];
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <RowsTable
        aria-label={t('orders.summary.quantities')}
        data-testid="quantities-table"
        columns={QUANTITY_COLUMNS}
        rows={rows}
        rowKey={([label]) => label}
      />
    </Box>
  );
};

/** The related requests, each linked to its show page (spec 2 §2). */
const RelatedRequests = ({ ids }: { ids: readonly number[] }) => (
  <>
    {ids.map((id, i) => (
      <Fragment key={id}>
        {i > 0 ? ', ' : null}
        <RecordLink base="requests" id={id} testId="related-request">
          {t('requests.recordTitle', { id })}
        </RecordLink>
      </Fragment>
    ))}
  </>
);

/**
 * The chosen reasons, by the names the row carries (kept current by the orders read model): every user who may
 * see the order reads them, partner users too, who cannot read the reason lists themselves.
 */
const REASON_FIELDS: readonly [keyof OrderRow, keyof OrderRow, MessageKey][] = [
  ['cancelReasonId', 'cancelReasonName', 'orders.summary.cancelReason'],
  ['lostReasonId', 'lostReasonName', 'orders.summary.lostReason'],
  ['holdReasonId', 'holdReasonName', 'orders.summary.holdReason'],
  ['rejectReasonId', 'rejectReasonName', 'orders.summary.rejectReason'],
];

/**
 * The summary of a lead or an order (spec 2 §2 Orders show): order type, partner, order no, lead no, customer,
 * reference, assignee, city, country, status, expected storage duration, the reason and comment, related requests,
 * created at, quote sent at; for storage orders duration, storage from, renewal date, storage type and the
 * expected / actual / warehouse table; then partner commissions, billing, additional services, logistics, notes,
 * channel, source, tags and the checklist.
 */
export const OrderSummary = ({ r, page }: { r: OrderRow; page: OrderPage }) => {
  const catalogue = useSalesCatalogue();
  const quoteSize = r.size ?? 0;
  const slabs = usePartnerSlabs(r.partnerId, quoteSize);
  const quote = quoteOf({ ...r, rate: agreedRate(r) }, catalogue, slabs);
  const reasons: FieldItem[] = REASON_FIELDS.filter(([key]) => r[key] !== null).map(([, name, label]) => ({
    label,
    // The read model joins the reason's name; without one the reason was deleted from its list.
    value: (r[name] as string | null) ?? t('words.gone.reason'),
  }));
  const storage = r.type === 'storage';
  const pickup = r.pickupRequired === true;
  return (
    <Box data-testid="order-summary">
      <FieldGrid
        items={[
          { label: 'orders.field.type', value: enumLabel('OrderType', r.type) },
          {
            label: 'orders.field.partner',
            value: <LinkedRecordName of="partner" id={r.partnerId} name={r.partnerName} load />,
          },
          {
            label: 'orders.summary.orderNo',
            // Issue 31 §6: on a confirmed lead's page, the way to its order.
            value:
              page === 'lead' && leadHasOrder(r) ? (
                <RecordLink base="orders" id={r.id} testId="lead-order-link">
                  {t('words.subject.order', { id: r.id })}
                </RecordLink>
              ) : (
                r.id
              ),
          },
          {
            label: 'orders.summary.leadNo',
            value: (
              <RecordLink base="leads" id={r.id}>
                {t('words.subject.lead', { id: r.id })}
              </RecordLink>
            ),
          },
          {
            label: 'orders.field.customer',
            value: r.userId === null ? r.name : <LinkedRecordName of="customer" id={r.userId} name={r.userName} load />,
          },
          { label: 'orders.field.reference', value: r.ref },
          {
            label: 'orders.summary.assignee',
            value: <RecordName of="user" id={r.assigneeId} name={r.assigneeName} load />,
          },
          { label: 'orders.field.city', value: r.cityName },
          { label: 'orders.field.country', value: r.countryName },
          { label: 'orders.summary.status', value: <StatusBadge kind="order" status={r.status} /> },
          { label: 'orders.summary.expectedDuration', value: months(r.expectedStorageDuration) },
          ...reasons,
          { label: 'sales.comment', value: r.reason },
          {
            label: 'orders.summary.relatedRequests',
            value: r.relatedRequests.length ? <RelatedRequests ids={r.relatedRequests} /> : null,
          },
          { label: 'orders.summary.createdAt', value: formatDateTime(r.createdAt) },
          { label: 'orders.summary.quoteSentAt', value: formatDateTime(r.quoteSentAt) },
          { label: 'orders.summary.followUp', value: formatDateTime(r.followUpAt) },
          ...(storage
            ? [
                { label: 'orders.summary.duration', value: months(r.months) },
                { label: 'orders.summary.storageFrom', value: formatDate(r.date) },
                { label: 'orders.field.renewalDate', value: formatDate(r.renewalDate) },
                { label: 'orders.field.storageType', value: r.storageType },
              ]
            : []),
        ]}
      />
      {storage ? <QuantitiesTable r={r} catalogue={catalogue} /> : null}
      {r.partnerId !== OWN_PARTNER_ID ? (
        <Section title={t('orders.summary.partnerCommissions')}>
          <FieldGrid
            items={[
              {
                label: 'orders.summary.storageCommission',
                value: percent(quote?.partner?.storageCommissionPercent ?? r.partnerStorageCommissionPercent),
              },
              {
                label: 'orders.summary.serviceCommission',
                value: percent(quote?.partner?.serviceCommissionPercent ?? r.partnerServiceCommissionPercent),
              },
            ]}
          />
        </Section>
      ) : null}
      <Section title={t('orders.section.billing')}>
        <FieldGrid
          items={[
            { label: 'orders.summary.amount', value: showAmount(r.amount, r) },
            { label: 'orders.summary.currency', value: r.currency },
            { label: 'orders.field.paymentMode', value: paymentModeLabel(r.paymentMode) },
            { label: 'orders.field.coupon', value: r.couponId },
            {
              label: 'orders.field.customerBudget',
              value: r.customerBudget === null ? null : showAmount(r.customerBudget, r),
            },
          ]}
        />
        {quote ? (
          <Box sx={{ mt: 2 }}>
            <QuoteTable quote={quote} />
          </Box>
        ) : null}
      </Section>
      <Section title={t('orders.summary.additionalServices')}>
        {r.services.length === 0 ? (
          <Typography color="text.secondary">{t('orders.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('orders.summary.additionalServicesTable')} sx={{ maxWidth: 560 }}>
            <TableBody>
              {r.services.map((s, i) => (
                <TableRow key={`${s.servicetypeId}-${i}`}>
                  <TableCell>
                    <RecordName
                      of="serviceType"
                      id={s.servicetypeId}
                      name={s.servicetype?.name || catalogue.serviceTypes.find((x) => x.id === s.servicetypeId)?.name}
                      load
                    />
                  </TableCell>
                  <TableCell align="right">{showAmount(s.amount, r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('orders.summary.logistics')}>
        <FieldGrid
          items={[
            {
              label: 'orders.field.pickupRequired',
              value: r.pickupRequired === null ? null : t(pickup ? 'orders.pickup' : 'orders.dropOff'),
            },
            { label: pickup ? 'orders.field.pickupDate' : 'orders.field.dropDate', value: formatDate(r.date) },
            { label: 'orders.field.timeSlot', value: timeSlotLabel(r.pickupTimeFrom, r.pickupTimeTo) },
            { label: 'orders.field.address', value: [r.line1, r.area].filter(Boolean).join(', ') },
            { label: 'orders.summary.destination', value: [r.destLine1, r.destArea].filter(Boolean).join(', ') },
            { label: 'orders.field.deliveryDate', value: formatDate(r.deliveryDate) },
            { label: 'orders.field.deliveryTimeSlot', value: timeSlotLabel(r.deliveryTimeFrom, r.deliveryTimeTo) },
            { label: 'orders.field.newboxRequired', value: yesNo(r.newboxRequired) },
            {
              label: 'orders.field.warehouseType',
              value: r.warehouseType.map((w) => enumLabel('WarehouseType', w)).join(', '),
            },
            { label: 'orders.field.insuranceRequired', value: yesNo(r.insuranceRequired) },
            {
              label: 'orders.summary.survey',
              value: r.surveyRequired
                ? [formatDate(r.surveyDate), r.surveyTime === null ? '' : `${r.surveyTime}:00`]
                    .filter(Boolean)
                    .join(' ') || t('orders.yes')
                : yesNo(r.surveyRequired),
            },
            { label: 'orders.field.storageContents', value: r.storageContents },
            { label: 'orders.summary.need', value: r.need },
          ]}
        />
      </Section>
      <Section title={t('orders.summary.notes')}>
        <FieldGrid
          items={[
            { label: 'orders.field.notes', value: r.notes, wide: true },
            { label: 'orders.field.channel', value: enumLabel('LeadChannel', r.channel) },
            { label: 'orders.field.source', value: r.source },
            {
              label: 'orders.field.tags',
              value: r.tags.length ? <ChipList names={r.tags} max={r.tags.length} /> : null,
            },
          ]}
        />
      </Section>
      {pickup ? (
        <Section title={t('orders.section.checklist')}>
          <FieldGrid
            items={CHECKLIST_ITEMS.filter((c) => !c.when || c.when(r.checklist)).map((c) => {
              const v = r.checklist[c.field];
              const label: MessageKey = `orders.checklist.${c.field}`;
              return {
                label,
                value: typeof v === 'boolean' ? yesNo(v) : v === null || v === undefined ? null : String(v),
              };
            })}
          />
        </Section>
      ) : null}
    </Box>
  );
};
