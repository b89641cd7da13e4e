import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * The union of the roles of spec 1 §6, spec 2 §6 and spec 3 §1. Spec 2 §6 also lists request-full-update among
 * "roles"; spec 3 §6 calls it a standalone permission, so it lives in permissions.ts, not here.
 */
export const Role = enumeration(
  [
    'admin',
    'staff',
    'global-staff',
    'transport-staff',
    'warehouse-staff',
    'sales',
    'sales-staff',
    'operations',
    'operations-lead',
    'operations-manager',
    'operations-staff',
    'accounts-staff',
    'finance',
    'finance-edit-old-invoice',
    'finance-delete-old-invoice',
    'marketing-staff',
    'business',
    'partner',
    'affiliate',
  ] as const,
  'Role',
);
export type Role = EnumValue<typeof Role>;
