import { createContext, useContext } from 'react';

/**
 * The route paths (react-router patterns such as '/users/:id/show') registered and allowed for the signed-in
 * user. Screens link to another resource only where its route exists (spec 1 §2.11: the document link), so a
 * link never leads to 'Page not found'.
 */
export const AvailableRoutes = createContext<ReadonlySet<string>>(new Set());

export const useAvailableRoutes = (): ReadonlySet<string> => useContext(AvailableRoutes);

/** The show page of record `id` under `/<base>`, when that route exists for the user; else null. */
export const showPathIfAvailable = (
  routes: ReadonlySet<string>,
  base: string,
  id: string | number | null | undefined,
): string | null =>
  id === null || id === undefined || id === '' || !routes.has(`/${base}/:id/show`) ? null : `/${base}/${id}/show`;
