import { CATALOGUE_RESOURCES, type CatalogueResourceName } from './catalogue.resources.js';
import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';

/**
 * The one rule every catalogue form has (spec 3 §5 'Reasons: reason required', spec 1 §5 generic message
 * 'Required'): a required field may not be blank. On create every required field is checked; on an update only
 * the required fields it changes. The generic decider and the console's forms both ask this.
 */
export const catalogueRequiredErrors = (
  resource: CatalogueResourceName,
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): FieldError[] => catalogueMissing(CATALOGUE_RESOURCES[resource].required, body, mode);

/** The same rule for a resource known only by its required list (the generic decider's spec). */
export const catalogueMissing = (
  required: readonly string[],
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): FieldError[] =>
  required.filter((k) => (mode === 'create' || k in body) && isBlank(body[k])).map((path) => ({ path, message: REQUIRED }));

/** Whether a field of a catalogue resource is required (a form marks it so). */
export const isCatalogueFieldRequired = (resource: CatalogueResourceName, field: string): boolean =>
  (CATALOGUE_RESOURCES[resource].required as readonly string[]).includes(field);
