import type { TermsBlock } from '@console/contracts';
import type { ResourceApi } from '../../framework/types';

/** Spec 3 §7: the terms service (getList terms-conditions, update terms-conditions by id). */
export const termsApi: ResourceApi = {
  name: 'terms-conditions',
  recordPath: '/api/terms-conditions',
  tables: ['rm.terms_conditions'],
  model: 'termscondition',
};

export interface TermsRow {
  readonly id: number;
  readonly title: string;
  readonly countryId: number;
  readonly countryName: string;
  readonly type: string;
  readonly htmlContent: string;
  readonly content: readonly TermsBlock[];
  readonly updatedAt: string;
}

/** The countries the page picks from (1 UAE, 2 Kuwait, 3 KSA), by catalogue key. */
export const TERMS_COUNTRIES = [
  { id: 1, label: 'terms.country.1' },
  { id: 2, label: 'terms.country.2' },
  { id: 3, label: 'terms.country.3' },
] as const;
