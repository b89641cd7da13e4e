import { basePathOf } from './api';
import type { ScreenConfig } from './types';

/**
 * The configured resources by their route base ('/lost-reasons'): one set of list, show, create and edit pages
 * serves them all, each page reading the configuration of the route it is on.
 */
const BY_BASE = new Map<string, ScreenConfig>();

export const registerScreens = (configs: readonly ScreenConfig[]): void => {
  for (const c of configs) BY_BASE.set(basePathOf(c), c);
};

/** The configuration of the screen at this path ('/lost-reasons/12/show' → lost reasons). */
export const screensAt = (pathname: string): ScreenConfig | undefined =>
  BY_BASE.get(`/${pathname.split('/')[1] ?? ''}`);
