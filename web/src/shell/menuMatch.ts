import type { MenuGroup, MenuLink } from './menu';

/** A link's identity in the sidebar: two links may share a path (Requests, Pending Requests). */
export const menuLinkKey = (link: MenuLink): string => `${link.path}?${link.search ?? ''}`;

/** The link opens the page or one below it (/requests: /requests/7/show); the dashboard only itself. */
const pathMatches = (linkPath: string, pathname: string): boolean =>
  linkPath === '/' ? pathname === '/' : pathname === linkPath || pathname.startsWith(`${linkPath}/`);

/**
 * A preset link is the page only while the page keeps its preset filter: the list rewrites page, size and sort
 * as the user moves, so those do not count; a preset without a filter must match in every parameter.
 */
const presetMatches = (preset: string, search: string): boolean => {
  const wanted = new URLSearchParams(preset);
  const current = new URLSearchParams(search);
  const filter = wanted.get('filter');
  if (filter !== null) return sameFilter(filter, current.get('filter'));
  return [...wanted.entries()].every(([k, v]) => current.get(k) === v);
};

/** Two filters are the same when they decode to the same values (the list writes its filter back re-encoded). */
const sameFilter = (a: string, b: string | null): boolean => {
  if (b === null) return false;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
};

/**
 * The one sidebar link to highlight for a location, or none: the link with the longest matching path, a preset
 * link over a plain one on the same path when the page keeps its preset, the first in menu order on a tie. A prefix
 * match alone highlighted Requests and Pending Requests together.
 */
export const selectedMenuLink = (groups: readonly MenuGroup[], pathname: string, search: string): MenuLink | null => {
  let best: { link: MenuLink; score: number } | null = null;
  for (const group of groups)
    for (const link of group.links) {
      if (!pathMatches(link.path, pathname)) continue;
      if (link.search && !presetMatches(link.search, search)) continue;
      // The path's length first; a kept preset breaks the tie between links of the same path.
      const score = link.path.length * 2 + (link.search ? 1 : 0);
      if (best === null || score > best.score) best = { link, score };
    }
  return best?.link ?? null;
};
