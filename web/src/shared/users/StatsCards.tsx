import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isOutstandingAlarming, visibleStatsCards, type StatsCard, type UserStats } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t, type MessageKey } from '../../app/i18n/messages';
import { useAvailableRoutes } from '../../framework/availableRoutes';
import { money } from '../accounting/shared';

/** Where each card leads (spec 3 §2): the list of that resource, and the key of its customer or partner filter. */
const TARGET: Readonly<Record<StatsCard, { path: string; userKey: string }>> = {
  billing: { path: 'invoices', userKey: 'user' },
  storages: { path: 'storages', userKey: 'user' },
  requests: { path: 'requests', userKey: 'customer' },
  orders: { path: 'orders', userKey: 'customer' },
  charges: { path: 'charges', userKey: 'user' },
  invoices: { path: 'invoices', userKey: 'user' },
  payments: { path: 'payments', userKey: 'user' },
  cards: { path: 'cards', userKey: 'user' },
};

/** Page 1, 10 per page, filtered by the customer (spec 3 §2) or, on a partner's page, by the partner. */
const listUrl = (card: StatsCard, filter: Readonly<Record<string, unknown>>): string =>
  `/${TARGET[card].path}?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1', perPage: '10' }).toString()}`;

const count = (s: UserStats, card: Exclude<StatsCard, 'billing'>): number =>
  card === 'charges' ? s.chargeCount : card === 'storages' ? s.storages : s[card];

const BillingFigures = ({ s }: { s: UserStats }) => {
  const b = s.billing;
  const alarming = isOutstandingAlarming(b.amountOutstanding);
  return (
    <Box>
      <Typography
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
        color={alarming ? 'error' : undefined}
        data-testid="stats-outstanding"
        data-alarming={alarming ? 'true' : 'false'}
      >
        {t('stats.outstanding')}: {money(b.amountOutstanding, b.currency)}
      </Typography>
      <Typography variant="body2">
        {t('stats.rent')}: {money(b.rent, b.currency)}
      </Typography>
      <Typography variant="body2">
        {t('stats.billed')}: {money(b.amountBilled, b.currency)}
      </Typography>
      <Typography variant="body2">
        {t('stats.paid')}: {money(b.amountPaid, b.currency)}
      </Typography>
      <Typography variant="body2" data-testid="stats-credits">
        {t('stats.credits')}: {money(b.credits, b.currency)}
      </Typography>
    </Box>
  );
};

interface Props {
  readonly stats: UserStats;
  readonly cards: readonly StatsCard[];
  /** The list filter the cards' links carry: {user: id} on a customer's page, {partner: id} on a partner's. */
  readonly filterOf: (card: StatsCard) => Readonly<Record<string, unknown>>;
}

/**
 * The stat cards of a customer's or a partner's summary (spec 3 §2): each links to its list filtered by the
 * customer; the partner role sees only Storages and Orders; outstanding above 20000 shows red (spec 3 §9).
 */
export const StatsCards = ({ stats, cards, filterOf }: Props) => {
  const viewer = useViewer();
  const routes = useAvailableRoutes();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', mb: 2 }}
      data-testid="stats-cards"
    >
      {visibleStatsCards(cards, viewer.isPartner).map((card) => {
        const body = (
          <CardContent>
            <Typography variant="overline">{t(`stats.${card}` as MessageKey)}</Typography>
            {card === 'billing' ? (
              <BillingFigures s={stats} />
            ) : (
              <Typography variant="h5">{count(stats, card)}</Typography>
            )}
            {card === 'storages' && <Typography variant="body2">{t('stats.volume', { size: stats.size })}</Typography>}
          </CardContent>
        );
        return (
          <Card key={card} variant="outlined" data-testid={`stats-card-${card}`}>
            {routes.has(`/${TARGET[card].path}`) ? (
              <CardActionArea component={RouterLink} to={listUrl(card, filterOf(card))}>
                {body}
              </CardActionArea>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </Box>
  );
};

/** The key of the customer filter of the list a card leads to. */
export const userFilterKey = (card: StatsCard): string => TARGET[card].userKey;
