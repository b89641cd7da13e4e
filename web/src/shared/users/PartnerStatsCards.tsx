import { PARTNER_STATS_CARDS, type StatsCard, type UserStats } from '@console/contracts';
import { useRecord } from '../../framework/show/useRecord';
import { StatsCards } from './StatsCards';
import { partnerStatsApi } from './statsApi';

/** The partner lists' filter: a multiple select on orders and requests, a single one elsewhere. */
const partnerFilter = (card: StatsCard, partnerId: number): Readonly<Record<string, unknown>> =>
  card === 'orders' || card === 'requests' ? { partner: [partnerId] } : { partner: partnerId };

/**
 * The stat cards of a partner's summary (spec 3 §2 Partners show), from getOne partner-stats; nothing when the
 * viewer may not read partner-stats (analytics: admin and business).
 */
export const PartnerStatsCards = ({ partnerId }: { partnerId: number }) => {
  const { record } = useRecord<UserStats>(partnerStatsApi, partnerId);
  return record ? (
    <StatsCards stats={record} cards={PARTNER_STATS_CARDS} filterOf={(card) => partnerFilter(card, partnerId)} />
  ) : null;
};
