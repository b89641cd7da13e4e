/** Moved to the framework's one screen API (framework/screens/types.ts); this path stays for its importers. */
export type {
  CatalogueColumn,
  CatalogueField,
  CatalogueFilter,
  CatalogueScreenConfig,
} from '../../framework/screens/types';
