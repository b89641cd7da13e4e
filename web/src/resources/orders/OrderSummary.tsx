import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
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
import { RecordName } from '../../framework/fields/RecordName';
import { t } from '../../app/i18n/messages';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { FieldGrid, type FieldItem } from '../../framework/show/FieldGrid';
import { showAmount } from './list';
import { QuoteTable, quoteOf, usePartnerSlabs } from './PriceCalculator';
import { timeSlotLabel, yesNo } from './form/choices';
import { agreedRate } from './form/values';
import { useSalesCatalogue, type SalesCatalogue } from '../../shared/orders/useSalesCatalogue';
import { enumLabel, paymentModeLabel } from '../../app/i18n/enumText';

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
const months = (n: number | null): string | null => (n === null ? null : `${n} ${n === 1 ? 'month' : 'months'}`);

/** Spec 2 §2: the expected / actual / warehouse table of quantity, size, rent, rate and items. */
const QuantitiesTable = ({ r, catalogue }: { r: OrderRow; catalogue: SalesCatalogue }) => {
  const rows: [string, string, string, string][] = [
    ['Quantity', num(r.qty), num(r.actualQty), num(r.currentQty)],
    ['Size (CBM)', num(r.size), num(r.actualSize), num(r.currentSize)],
    ['Rent', showAmount(r.customerRent ?? r.rent, r), showAmount(r.actualRent, r), showAmount(r.currentRent, r)],
    ['Rate', showAmount(r.rate, r), '—', '—'],
    ['Items', itemsText(r.items, catalogue) || '—', '—', itemsText(r.currentItems, catalogue) || '—'],
  ];
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <Table size="small" aria-label="Quantities" data-testid="quantities-table">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Expected</TableCell>
            <TableCell>Actual</TableCell>
            <TableCell>Warehouse</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, ...cells]) => (
            <TableRow key={label}>
              <TableCell sx={{ fontWeight: 600 }}>{label}</TableCell>
              {cells.map((c, i) => (
                <TableCell key={i}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
const REASON_FIELDS: readonly [keyof OrderRow, keyof OrderRow, string][] = [
  ['cancelReasonId', 'cancelReasonName', 'Cancel Reason'],
  ['lostReasonId', 'lostReasonName', 'Lost Reason'],
  ['holdReasonId', 'holdReasonName', 'Hold Reason'],
  ['rejectReasonId', 'rejectReasonName', 'Reject Reason'],
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
          { label: 'Order Type', value: enumLabel('OrderType', r.type) },
          {
            label: 'Partner',
            value: (
              <RecordLink base="partners" id={r.partnerId}>
                <RecordName of="partner" id={r.partnerId} name={r.partnerName} load />
              </RecordLink>
            ),
          },
          {
            label: 'Order No',
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
            label: 'Lead No',
            value: (
              <RecordLink base="leads" id={r.id}>
                {t('words.subject.lead', { id: r.id })}
              </RecordLink>
            ),
          },
          {
            label: 'Customer',
            value:
              r.userId === null ? (
                r.name
              ) : (
                <RecordLink base="users" id={r.userId}>
                  <RecordName of="customer" id={r.userId} name={r.userName} load />
                </RecordLink>
              ),
          },
          { label: 'Reference', value: r.ref },
          { label: 'Assignee', value: <RecordName of="user" id={r.assigneeId} name={r.assigneeName} load /> },
          { label: 'City', value: r.cityName },
          { label: 'Country', value: r.countryName },
          { label: 'Status', value: <StatusBadge kind="order" status={r.status} /> },
          { label: 'Expected Storage Duration', value: months(r.expectedStorageDuration) },
          ...reasons,
          { label: 'Comment', value: r.reason },
          {
            label: 'Related Requests',
            value: r.relatedRequests.length ? <RelatedRequests ids={r.relatedRequests} /> : null,
          },
          { label: 'Created At', value: formatDateTime(r.createdAt) },
          { label: 'Quote Sent At', value: formatDateTime(r.quoteSentAt) },
          { label: 'Follow Up', value: formatDateTime(r.followUpAt) },
          ...(storage
            ? [
                { label: 'Duration', value: months(r.months) },
                { label: 'Storage From', value: formatDate(r.date) },
                { label: 'Renewal Date', value: formatDate(r.renewalDate) },
                { label: 'Storage Type', value: r.storageType },
              ]
            : []),
        ]}
      />
      {storage ? <QuantitiesTable r={r} catalogue={catalogue} /> : null}
      {r.partnerId !== OWN_PARTNER_ID ? (
        <Section title="Partner Commissions">
          <FieldGrid
            items={[
              {
                label: 'Storage Commission',
                value: percent(quote?.partner?.storageCommissionPercent ?? r.partnerStorageCommissionPercent),
              },
              {
                label: 'Service Commission',
                value: percent(quote?.partner?.serviceCommissionPercent ?? r.partnerServiceCommissionPercent),
              },
            ]}
          />
        </Section>
      ) : null}
      <Section title="Billing">
        <FieldGrid
          items={[
            { label: 'Amount', value: showAmount(r.amount, r) },
            { label: 'Currency', value: r.currency },
            { label: 'Payment Mode', value: paymentModeLabel(r.paymentMode) },
            { label: 'Coupon', value: r.couponId },
            { label: 'Customer Budget', value: r.customerBudget === null ? null : showAmount(r.customerBudget, r) },
          ]}
        />
        {quote ? (
          <Box sx={{ mt: 2 }}>
            <QuoteTable quote={quote} />
          </Box>
        ) : null}
      </Section>
      <Section title="Additional Services">
        {r.services.length === 0 ? (
          <Typography color="text.secondary">None</Typography>
        ) : (
          <Table size="small" aria-label="Additional services" sx={{ maxWidth: 560 }}>
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
      <Section title="Logistics">
        <FieldGrid
          items={[
            { label: 'Pickup or Drop Off', value: r.pickupRequired === null ? null : pickup ? 'Pickup' : 'Drop off' },
            { label: pickup ? 'Pickup Date' : 'Drop Date', value: formatDate(r.date) },
            { label: 'Time Slot', value: timeSlotLabel(r.pickupTimeFrom, r.pickupTimeTo) },
            { label: 'Address', value: [r.line1, r.area].filter(Boolean).join(', ') },
            { label: 'Destination', value: [r.destLine1, r.destArea].filter(Boolean).join(', ') },
            { label: 'Delivery Date', value: formatDate(r.deliveryDate) },
            { label: 'Delivery Time Slot', value: timeSlotLabel(r.deliveryTimeFrom, r.deliveryTimeTo) },
            { label: 'New Box Required', value: yesNo(r.newboxRequired) },
            { label: 'Warehouse Type', value: r.warehouseType.map((w) => enumLabel('WarehouseType', w)).join(', ') },
            { label: 'Insurance Required', value: yesNo(r.insuranceRequired) },
            {
              label: 'Survey',
              value: r.surveyRequired
                ? [formatDate(r.surveyDate), r.surveyTime === null ? '' : `${r.surveyTime}:00`]
                    .filter(Boolean)
                    .join(' ') || 'Yes'
                : yesNo(r.surveyRequired),
            },
            { label: 'Storage Contents', value: r.storageContents },
            { label: 'Need', value: r.need },
          ]}
        />
      </Section>
      <Section title="Notes">
        <FieldGrid
          items={[
            { label: 'Notes', value: r.notes, wide: true },
            { label: 'Channel', value: enumLabel('LeadChannel', r.channel) },
            { label: 'Source', value: r.source },
            { label: 'Tags', value: r.tags.length ? <ChipList names={r.tags} max={r.tags.length} /> : null },
          ]}
        />
      </Section>
      {pickup ? (
        <Section title="Checklist">
          <FieldGrid
            items={CHECKLIST_ITEMS.filter((c) => !c.when || c.when(r.checklist)).map((c) => {
              const v = r.checklist[c.field];
              return {
                label: c.label,
                value: typeof v === 'boolean' ? yesNo(v) : v === null || v === undefined ? null : String(v),
              };
            })}
          />
        </Section>
      ) : null}
    </Box>
  );
};
