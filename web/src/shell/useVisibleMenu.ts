import { useMemo } from 'react';
import { useViewer } from '../app/hooks';
import { useAvailableRoutes } from '../framework/availableRoutes';
import { visibleMenu, type MenuGroup } from './menu';

/** The signed-in user's menu: the groups of their roles, each with the links whose routes exist for them. */
export const useVisibleMenu = (): readonly MenuGroup[] => {
  const viewer = useViewer();
  const allowed = useAvailableRoutes();
  return useMemo(() => visibleMenu(viewer, allowed), [viewer, allowed]);
};
