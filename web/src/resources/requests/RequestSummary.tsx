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
import { LinkedRecordName, RecordName, serviceTypeNamesSource } from '../../framework/fields/RecordName';
import { ReferenceLabels } from '../../framework/fields/ReferenceName';

const yesNo = (v: boolean | null | undefined): string =>
  v === null || v === undefined ? '' : v ? t('communication.yes') : t('communication.no');

/**
 * The summary tab of a request (spec 2 §2, §3): its fields, linked to their records (spec 2 §2 'Links go to ...');
 * the warehouse for staff only (spec 2 §1: partners see no warehouse), its services and items.
 */
export const RequestSummary = ({ r }: { r: RequestRow }) => {
  const viewer = useViewer();
  const routes = useAvailableRoutes();
  const items: FieldItem[] = [
    { label: 'requests.label.id', value: r.id },
    { label: 'requests.label.type', value: enumLabel('RequestType', r.type) },
    { label: 'requests.label.status', value: <StatusBadge kind="request" status={r.status} /> },
    { label: 'requests.label.date', value: formatDate(r.date) },
    { label: 'requests.label.time', value: slotOf(r) },
    {
      label: 'requests.label.customer',
      value:
        r.userId === null ? (
          ''
        ) : (
          <LinkedRecordName of="customer" id={r.userId} name={r.userName} load testId="request-customer" />
        ),
    },
    {
      label: 'requests.label.order',
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
      label: 'requests.label.partner',
      value: <LinkedRecordName of="partner" id={r.partnerId} name={r.partnerName} load />,
    },
    { label: 'requests.label.city', value: r.cityName ?? '' },
    { label: 'requests.label.country', value: COUNTRIES.find((c) => c.id === r.countryId)?.name ?? '' },
    {
      label: 'requests.label.address',
      value: r.addressId === null ? '' : <AddressLink id={r.addressId} testId="request-address" />,
    },
    {
      label: 'requests.label.destinationAddress',
      value: r.destAddressId === null ? '' : <AddressLink id={r.destAddressId} testId="request-dest-address" />,
    },
    ...(viewer.isPartner
      ? []
      : [
          {
            label: 'requests.warehouse',
            value:
              r.warehouseId === null ? (
                ''
              ) : (
                <LinkedRecordName
                  of="warehouse"
                  id={r.warehouseId}
                  name={r.warehouseName}
                  load
                  testId="request-warehouse"
                />
              ),
          },
        ]),
    {
      label: 'requests.team',
      value:
        r.teamId === null ? (
          ''
        ) : (
          <LinkedRecordName of="team" id={r.teamId} name={r.teamName} load testId="request-team" />
        ),
    },
    { label: 'requests.label.assignee', value: <RecordName of="user" id={r.assigneeId} name={r.assigneeName} load /> },
    { label: 'requests.label.paymentMode', value: paymentModeLabel(r.paymentMode) },
    { label: 'requests.label.amount', value: showRequestAmount(r.amount, r) },
    { label: 'requests.label.rent', value: showRequestAmount(r.rent, r) },
    { label: 'requests.label.size', value: r.size ?? '' },
    { label: 'requests.label.actualSize', value: r.actualSize ?? '' },
    { label: 'requests.label.qty', value: r.qty ?? '' },
    { label: 'requests.label.actualQty', value: r.actualQty ?? '' },
    { label: 'requests.label.sme', value: yesNo(r.isSME) },
    { label: 'requests.label.primary', value: yesNo(r.isPrimary) },
    { label: 'requests.label.relatedRequest', value: yesNo(r.isRelatedRequest) },
    { label: 'requests.label.chargeTypes', value: r.chargeTypes.map((c) => enumLabel('ChargeType', c)).join(', ') },
    {
      label: 'requests.label.rating',
      value: r.rating === null ? '' : t('requests.rating', { rating: r.rating, max: REQUEST_RATING_MAX }),
    },
    { label: 'requests.label.customerAction', value: enumLabel('CustomerAction', r.customerAction) },
    { label: 'requests.label.customerComplaint', value: r.customerComplaint ?? '' },
    { label: 'requests.resolution', value: r.resolution ?? '' },
    { label: 'requests.label.cancelReason', value: r.reason ?? '' },
    { label: 'requests.label.created', value: formatDateTime(r.createdAt) },
    { label: 'requests.label.updated', value: formatDateTime(r.updatedAt) },
    { label: 'requests.label.finished', value: formatDateTime(r.finishedAt) },
    { label: 'requests.label.customerAccepted', value: formatDateTime(r.customerAcceptedAt) },
    { label: 'requests.label.photosSent', value: formatDateTime(r.photosSentAt) },
    { label: 'requests.label.feedback', value: r.feedback ?? '', wide: true },
    { label: 'requests.label.dispute', value: r.dispute ?? '', wide: true },
    { label: 'requests.label.comment', value: r.comment ?? '', wide: true },
  ];
  return (
    <Box data-testid="request-summary">
      <FieldGrid items={items} />
      {r.services.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('requests.label.services')}
          </Typography>
          <Table size="small" data-testid="request-services">
            <TableHead>
              <TableRow>
                <TableCell>{t('requests.label.service')}</TableCell>
                <TableCell align="right">{t('requests.label.amount')}</TableCell>
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
            {t('requests.label.items')}
          </Typography>
          <Table size="small" data-testid="request-items">
            <TableHead>
              <TableRow>
                <TableCell>{t('requests.label.storageType')}</TableCell>
                <TableCell align="right">{t('requests.label.quantity')}</TableCell>
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
          {t('accounting.createCharge')}
        </Button>
      ) : null}
    </Box>
  );
};
