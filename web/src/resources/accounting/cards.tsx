import Button from '@mui/material/Button';
import { cardCanBeMadeDefault, cardExpiryDisplay, CardStatus, type CardRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { ShowLink } from '../../framework/fields/cells';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { cardsApi } from '../../shared/accounting/api';
import { accountingList } from './listPaging';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { enumLabel } from '../../app/i18n/enumText';

/**
 * Spec 2 §4 Cards: serial, id, created, country, customer, name, card, expiry (MM/YY), status, default flag, show and
 * the set-default button (for a card neither default nor inactive); sorted by id descending on the screen.
 */
export const cardColumns = (makeDefault: (card: CardRow) => void): ColumnDef<CardRow>[] => [
  column.serial(),
  column.field('id', 'accounting.col.id', (r) => r.id, { sortField: 'id', width: 76 }),
  column.created(),
  column.countryName(),
  column.customer({ flex: 1, minWidth: 160 }),
  column.field('name', 'accounting.col.name', (r) => r.cardHolderName, { sortField: 'cardHolderName', width: 150 }),
  column.field('card', 'accounting.col.card', (r) => r.cardNumber, { width: 170 }),
  column.field('expiry', 'accounting.col.expiry', (r) => cardExpiryDisplay(r.expiryDate), { width: 80 }),
  column.field('status', 'accounting.col.status', (r) => enumLabel('CardStatus', r.status), {
    sortField: 'status',
    width: 90,
  }),
  {
    id: 'default',
    label: 'accounting.default',
    sortField: 'default',
    width: 80,
    render: (r) => (r.default ? '✓' : ''),
    exportValue: (r) => (r.default ? 'yes' : ''),
  },
  { id: 'show', label: 'accounting.col.show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
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
  filter.partner(),
  filter.customer(true),
  filter.enumOf('status', 'accounting.col.status', CardStatus.values, 'statuses', true),
  filter.dateRange('dates', 'accounting.col.created'),
];

export const cardListConfig = (makeDefault: (card: CardRow) => void): ListConfig<CardRow> =>
  accountingList({
    api: cardsApi,
    title: 'accounting.cards',
    columnsKey: 'cardListColumns',
    columns: cardColumns(makeDefault),
    defaultSort: { field: 'id', order: 'DESC' },
    filters,
    exportFileName: 'cards',
  });
