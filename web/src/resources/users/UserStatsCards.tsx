import Typography from '@mui/material/Typography';
import { USER_STATS_CARDS, type UserStats } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useRecord } from '../../framework/show/useRecord';
import { StatsCards, userFilterKey } from '../../shared/users/StatsCards';
import { userStatsApi } from '../../shared/users/statsApi';

/** The customer's summary cards (spec 3 §2), from GET user-stats/{id}. */
export const UserStatsCards = ({ userId }: { userId: number }) => {
  const { record, status } = useRecord<UserStats>(userStatsApi, userId);
  if (!record)
    return (
      <Typography color="text.secondary">
        {status === 'loading' ? t('stats.loading') : t('stats.unavailable')}
      </Typography>
    );
  return (
    <StatsCards stats={record} cards={USER_STATS_CARDS} filterOf={(card) => ({ [userFilterKey(card)]: userId })} />
  );
};
