/** Moved to the framework's one screen API (framework/screens/display.tsx); this path stays for its importers. */
export type { ScreenRow as CatalogueRow } from '../../framework/screens/display';
