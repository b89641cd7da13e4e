import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import { selectViewer, type Viewer } from './session/slice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user; screens under the layout are only rendered signed in. */
export const useViewer = (): Viewer => {
  const viewer = useAppSelector(selectViewer);
  if (!viewer) throw new Error('useViewer outside a signed-in screen');
  return viewer;
};
