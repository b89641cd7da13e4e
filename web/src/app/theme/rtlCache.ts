import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's style cache for right-to-left pages (MUI's documented RTL setup): stylis-plugin-rtl flips every
 * left/right of the components' styles (margins, paddings, borders, positions) as they are inserted, so the sidebar,
 * drawers, grids and dialogs mirror without a second set of styles. Its own key keeps the two caches' rules apart.
 */
export const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

/** The left-to-right cache: ThemeRoot always provides one of the two, so a switch changes a value, not the tree. */
export const ltrCache = createCache({ key: 'mui' });
