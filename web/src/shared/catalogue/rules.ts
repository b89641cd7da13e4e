/** Moved to the framework's one screen API (framework/screens/rules.ts); this path stays for its importers. */
export { requiredIn, resourceRules } from '../../framework/screens/rules';
