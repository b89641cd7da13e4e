import type { ResourceApi } from '../../framework/types';

/** Spec 1 §7.4: the configurations service (GET by countryId or id; PATCH configurations/{id} with value). */
export const configurationsApi: ResourceApi = {
  name: 'configurations',
  recordPath: '/api/configurations',
  tables: ['rm.configurations'],
  model: 'configuration',
};

export interface ConfigurationRow {
  readonly id: number;
  readonly countryId: number;
  readonly category: string;
  readonly key: string;
  readonly value: string;
}

/** Spec 1 §2.10: the three countries of /configurations, by id (1 UAE, 2 Kuwait, 3 KSA). */
export const CONFIGURATION_COUNTRIES = [
  { id: 1, label: 'configurations.country.1' },
  { id: 2, label: 'configurations.country.2' },
  { id: 3, label: 'configurations.country.3' },
] as const;
