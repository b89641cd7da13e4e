import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { modelViewed } from './modelViewsSaga';

/** Records one view of the record each time its show page opens (not on every live refresh). */
export const useModelView = (model: string, documentId: number | string | undefined): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const id = Number(documentId);
    if (documentId === undefined || !Number.isSafeInteger(id) || id <= 0) return;
    dispatch(modelViewed({ model, documentId: id }));
  }, [dispatch, model, documentId]);
};
