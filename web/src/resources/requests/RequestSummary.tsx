import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { COUNTRIES, REQUEST_RATING_MAX, type RequestRow } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { useAvailableRoutes } from '../../framework/availableRoutes';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { FieldGrid, type FieldItem } from '../../framework/show/FieldGrid';
import { AddressLink } from '../addresses';
import { slotOf } from '../../shared/requests/slot';
import { showRequestAmount } from './list';
import { enumLabel, paymentModeLabel } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';
import { RecordName, serviceTypeNamesSource } from '../../framework/fields/RecordName';
import { ReferenceLabels } from '../../framework/fields/ReferenceName';

const yesNo = (v: boolean | null | undefined): string => (v === null || v === undefined ? '' : v ? 'Yes' : 'No');

/**
 * The summary tab of a request (spec 2 §2, §3): its fields, linked to their records (spec 2 §2 'Links go to ...');
 * the warehouse for staff only (spec 2 §1: partners see no warehouse), its services and items.
 */
export const RequestSummary = ({ r }: { r: RequestRow }) => {
  const viewer = useViewer();
  const routes = useAvailableRoutes();
  const items: FieldItem[] = [
    { label: 'Id', value: r.id },
    { label: 'Type', value: enumLabel('RequestType', r.type) },
    { label: 'Status', value: <StatusBadge kind="request" status={r.status} /> },
    { label: 'Date', value: formatDate(r.date) },
    { label: 'Time', value: slotOf(r) },
    {
      label: 'Customer',
      value:
        r.userId === null ? (
          ''
        ) : (
          <RecordLink base="users" id={r.userId} testId="request-customer">
            <RecordName of="customer" id={r.userId} name={r.userName} load />
          </RecordLink>
        ),
    },
    {
      label: 'Order',
      value:
        r.orderId === null ? (
          ''
        ) : (
          <RecordLink base="orders" id={r.orderId}>
            {t('words.subject.order', { id: r.orderId })}
          </RecordLink>
        ),
    },
    {
      label: 'Partner',
      value: (
        <RecordLink base="partners" id={r.partnerId}>
          <RecordName of="partner" id={r.partnerId} name={r.partnerName} load />
        </RecordLink>
      ),
    },
    { label: 'City', value: r.cityName ?? '' },
    { label: 'Country', value: COUNTRIES.find((c) => c.id === r.countryId)?.name ?? '' },
    { label: 'Address', value: r.addressId === null ? '' : <AddressLink id={r.addressId} testId="request-address" /> },
    {
      label: 'Destination Address',
      value: r.destAddressId === null ? '' : <AddressLink id={r.destAddressId} testId="request-dest-address" />,
    },
    ...(viewer.isPartner
      ? []
      : [
          {
            label: 'Warehouse',
            value:
              r.warehouseId === null ? (
                ''
              ) : (
                <RecordLink base="warehouses" id={r.warehouseId} testId="request-warehouse">
                  <RecordName of="warehouse" id={r.warehouseId} name={r.warehouseName} load />
                </RecordLink>
              ),
          },
        ]),
    {
      label: 'Team',
      value:
        r.teamId === null ? (
          ''
        ) : (
          <RecordLink base="teams" id={r.teamId} testId="request-team">
            <RecordName of="team" id={r.teamId} name={r.teamName} load />
          </RecordLink>
        ),
    },
    { label: 'Assignee', value: <RecordName of="user" id={r.assigneeId} name={r.assigneeName} load /> },
    { label: 'Payment Mode', value: paymentModeLabel(r.paymentMode) },
    { label: 'Amount', value: showRequestAmount(r.amount, r) },
    { label: 'Rent', value: showRequestAmount(r.rent, r) },
    { label: 'Size', value: r.size ?? '' },
    { label: 'Actual Size', value: r.actualSize ?? '' },
    { label: 'Qty', value: r.qty ?? '' },
    { label: 'Actual Qty', value: r.actualQty ?? '' },
    { label: 'SME', value: yesNo(r.isSME) },
    { label: 'Primary', value: yesNo(r.isPrimary) },
    { label: 'Related Request', value: yesNo(r.isRelatedRequest) },
    { label: 'Charge Types', value: r.chargeTypes.join(', ') },
    { label: 'Rating', value: r.rating === null ? '' : `${r.rating} / ${REQUEST_RATING_MAX}` },
    { label: 'Customer Action', value: enumLabel('CustomerAction', r.customerAction) },
    { label: 'Customer Complaint', value: r.customerComplaint ?? '' },
    { label: 'Resolution', value: r.resolution ?? '' },
    { label: 'Cancel Reason', value: r.reason ?? '' },
    { label: 'Created', value: formatDateTime(r.createdAt) },
    { label: 'Updated', value: formatDateTime(r.updatedAt) },
    { label: 'Finished', value: formatDateTime(r.finishedAt) },
    { label: 'Customer Accepted', value: formatDateTime(r.customerAcceptedAt) },
    { label: 'Photos Sent', value: formatDateTime(r.photosSentAt) },
    { label: 'Feedback', value: r.feedback ?? '', wide: true },
    { label: 'Dispute', value: r.dispute ?? '', wide: true },
    { label: 'Comment', value: r.comment ?? '', wide: true },
  ];
  return (
    <Box data-testid="request-summary">
      <FieldGrid items={items} />
      {r.services.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            Services
          </Typography>
          <Table size="small" data-testid="request-services">
            <TableHead>
              <TableRow>
                <TableCell>Service</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ReferenceLabels
                source={serviceTypeNamesSource}
                ids={r.services.flatMap((s) => (s.servicetype?.name ? [] : [s.servicetypeId]))}
              />
              {r.services.map((s) => (
                <TableRow key={s.servicetypeId}>
                  <TableCell>
                    <RecordName of="serviceType" id={s.servicetypeId} name={s.servicetype?.name} />
                  </TableCell>
                  <TableCell align="right">
                    {showRequestAmount(s.amount, { currency: s.currency ?? r.currency, countryId: r.countryId })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {r.items.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            Items
          </Typography>
          <Table size="small" data-testid="request-items">
            <TableHead>
              <TableRow>
                <TableCell>Storage type</TableCell>
                <TableCell align="right">Quantity</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.items.map((i) => (
                <TableRow key={i.storagetypeId}>
                  <TableCell>#{i.storagetypeId}</TableCell>
                  <TableCell align="right">{i.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {routes.has('/charges/create') ? (
        <Button
          sx={{ mt: 2 }}
          size="small"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={`/charges/create?requestId=${r.id}${r.userId ? `&userId=${r.userId}` : ''}`}
        >
          Create Charge
        </Button>
      ) : null}
    </Box>
  );
};
