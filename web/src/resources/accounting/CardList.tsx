import { useMemo } from 'react';
import type { CardRow } from '@console/contracts';
import { useAppDispatch } from '../../app/hooks';
import { dataActions } from '../../framework/data/slice';
import { ResourceList } from '../../framework/list/ResourceList';
import { cardsApi } from '../../shared/accounting/api';
import { cardListConfig } from './cards';

/** Spec 2 §7 'set default: update cards with default true'; the list follows through the live feed. */
const CardList = () => {
  const dispatch = useAppDispatch();
  const config = useMemo(
    () =>
      cardListConfig((card: CardRow) =>
        dispatch(
          dataActions.saveRequested({
            formId: `cards:default:${card.id}`,
            api: cardsApi,
            id: card.id,
            body: { default: true },
          }),
        ),
      ),
    [dispatch],
  );
  return <ResourceList config={config} variant={{ basePath: '/cards' }} />;
};
export default CardList;
