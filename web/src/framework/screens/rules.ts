import {
  catalogueRequiredErrors,
  catalogueValidate,
  isCatalogueFieldRequired,
  type CatalogueResourceName,
  type FieldError,
} from '@console/contracts';

/**
 * A generic resource's form check, with the rules contracts hold for it and the server's generic decider asks, on
 * the record as the form would leave it (`full`): its required fields the form holds ('Required'; those it does
 * not hold the server fills from the resource's defaults), then the resource's own rules.
 */
export const resourceRules =
  (resource: CatalogueResourceName, mode: 'create' | 'edit') =>
  (_changed: Record<string, unknown>, full: Record<string, unknown>): FieldError[] => [
    ...catalogueRequiredErrors(resource, full, 'update'),
    ...catalogueValidate(resource, full, mode === 'create' ? 'create' : 'update'),
  ];

/** Whether a form marks the field required: as contracts say. */
export const requiredIn =
  (resource: CatalogueResourceName) =>
  (field: string): boolean =>
    isCatalogueFieldRequired(resource, field);
