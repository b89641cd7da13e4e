import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/** /comments: the Comments list (spec 1 §2.12); comments are made on each record's Comments tab. */
export const commentsRoutes: AppRoute[] = resourceRoutes('comments', 'comments', {
  list: lazy(() => import('./CommentList')),
});
