import { useParams } from 'react-router-dom';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { cardCanBeMadeDefault, cardExpiryDisplay, cardProviderDataRows, type CardRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { mayUse } from '../../framework/routes';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { cardsApi } from '../../shared/accounting/api';
import { CustomerLink } from '../../shared/accounting/shared';
import { enumLabel } from '../../app/i18n/enumText';

/** The provider's response: field and value, object values not displayed (spec 2 §4). */
const ProviderData = ({ data }: { data: CardRow['data'] }) => {
  const rows = cardProviderDataRows(data);
  if (rows.length === 0) return null;
  return (
    <Table size="small" sx={{ mt: 2, maxWidth: 640 }} data-testid="card-provider-data">
      <TableHead>
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
            {t('accounting.col.providerData')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field}>
            <TableCell>{r.field}</TableCell>
            <TableCell>{r.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Summary = ({ r }: { r: CardRow }) => (
  <>
    <FieldGrid
      items={[
        { label: 'accounting.col.id', value: r.id },
        { label: 'accounting.col.created', value: formatDate(r.createdAt) },
        { label: 'accounting.col.customer', value: <CustomerLink id={r.userId} name={r.userName} /> },
        { label: 'accounting.col.mode', value: r.mode },
        { label: 'accounting.col.holderName', value: r.cardHolderName },
        { label: 'accounting.col.number.card', value: r.cardNumber },
        { label: 'accounting.col.expiry', value: cardExpiryDisplay(r.expiryDate) },
        { label: 'accounting.col.status', value: enumLabel('CardStatus', r.status) },
        { label: 'accounting.default', value: r.default ? '✓' : '' },
      ]}
    />
    <ProviderData data={r.data} />
  </>
);

/**
 * Spec 2 §4 card show: summary (with the provider's response data), Comments and History (the framework's), and
 * Set Default where the list offers it.
 */
const CardShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<CardRow>
      api={cardsApi}
      id={id}
      basePath="/cards"
      title={(r) => `${t('accounting.card')} #${r.id}`}
      // Spec 2 §4, §7: a card neither default nor inactive can be made the default (update with default true).
      actions={(r, v) =>
        cardCanBeMadeDefault(r) && mayUse(v, 'cards', 'update')
          ? [
              {
                id: 'setDefault',
                label: 'accounting.setDefault',
                run: {
                  kind: 'request',
                  method: 'PATCH',
                  path: `/api/cards/${r.id}`,
                  body: () => ({ default: true }),
                  answer: { kind: 'record' },
                },
              },
            ]
          : []
      }
      tabs={[{ label: 'accounting.summary', content: (r) => <Summary r={r} /> }]}
    />
  );
};
export default CardShow;
