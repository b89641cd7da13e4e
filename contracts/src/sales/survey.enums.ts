import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 3 §3. */
export const SurveyType = enumeration(['leadSurvey', 'customerSurvey'] as const, 'SurveyType');
export type SurveyType = EnumValue<typeof SurveyType>;

export const SurveyStatus = enumeration(['new', 'sentToCustomer', 'completed', 'closed'] as const, 'SurveyStatus');
export type SurveyStatus = EnumValue<typeof SurveyStatus>;
