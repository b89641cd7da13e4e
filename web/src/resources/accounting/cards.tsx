import Button from '@mui/material/Button';
import { cardCanBeMadeDefault, cardExpiryDisplay, CardStatus, type CardRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { customerSource, partnersSource } from '../../framework/fields/sources';
import { cardsApi } from './api';
import { choices, CustomerLink } from './shared';

const customers = customerSource(3);

/**
 * Spec 2 §4 Cards: serial, id, created, country, customer, name, card, expiry (MM/YY), status, default flag and the
 * set-default button (for a card neither default nor inactive); sorted by id descending on the screen.
 */
export const cardColumns = (makeDefault: (card: CardRow) => void): ColumnDef<CardRow>[] => [
  { id: 'serial', label: t('accounting.serial'), width: 56, render: (_r, c) => c.serial },
  {
    id: 'id',
    label: t('accounting.col.id'),
    sortField: 'id',
    width: 76,
    render: (r) => r.id,
    exportValue: (r) => r.id,
  },
  {
    id: 'createdAt',
    label: t('accounting.col.created'),
    sortField: 'createdAt',
    width: 110,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
  {
    id: 'country',
    label: t('accounting.col.country'),
    sortField: 'countryId',
    width: 100,
    render: (r) => r.countryName ?? '',
    exportValue: (r) => r.countryName,
  },
  {
    id: 'customer',
    label: t('accounting.col.customer'),
    sortField: 'userName',
    flex: 1,
    minWidth: 160,
    render: (r) => <CustomerLink id={r.userId} name={r.userName} />,
    exportValue: (r) => r.userName,
  },
  {
    id: 'name',
    label: t('accounting.col.name'),
    sortField: 'cardHolderName',
    width: 150,
    render: (r) => r.cardHolderName ?? '',
    exportValue: (r) => r.cardHolderName,
  },
  {
    id: 'card',
    label: t('accounting.col.card'),
    width: 170,
    render: (r) => r.cardNumber,
    exportValue: (r) => r.cardNumber,
  },
  {
    id: 'expiry',
    label: t('accounting.col.expiry'),
    width: 80,
    render: (r) => cardExpiryDisplay(r.expiryDate),
    exportValue: (r) => cardExpiryDisplay(r.expiryDate),
  },
  {
    id: 'status',
    label: t('accounting.col.status'),
    sortField: 'status',
    width: 90,
    render: (r) => r.status,
    exportValue: (r) => r.status,
  },
  {
    id: 'default',
    label: t('accounting.default'),
    sortField: 'default',
    width: 80,
    render: (r) => (r.default ? '✓' : ''),
    exportValue: (r) => (r.default ? 'yes' : ''),
  },
  {
    id: 'setDefault',
    label: '',
    width: 120,
    render: (r) =>
      cardCanBeMadeDefault(r) ? (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            makeDefault(r);
          }}
          data-testid={`card-default-${r.id}`}
        >
          {t('accounting.setDefault')}
        </Button>
      ) : null,
  },
];

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'partner',
    label: t('accounting.col.partner'),
    source: partnersSource,
    hiddenFor: (v) => v.isPartner,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
  {
    kind: 'reference',
    key: 'user',
    label: t('accounting.col.customer'),
    alwaysOn: true,
    source: customers,
    toQuery: (v) => ({ userIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'status',
    label: t('accounting.col.status'),
    alwaysOn: true,
    choices: choices(CardStatus.values),
    toQuery: (v) => ({ statuses: [v] }),
  },
  { kind: 'dateRange', key: 'dates', label: t('accounting.col.created'), toQuery: (v) => ({ dates: v }) },
];

export const cardListConfig = (makeDefault: (card: CardRow) => void): ListConfig<CardRow> => ({
  api: cardsApi,
  title: t('accounting.cards'),
  columnsKey: 'cardListColumns',
  columns: cardColumns(makeDefault),
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'cards',
});
