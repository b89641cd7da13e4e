/**
 * The exit survey of a lost lead (issue 33 §6): the surveys list's filters the Survey analytics page's figures open
 * it with, and those figures' links.
 */
export const EXIT_SURVEY_MESSAGES = {
  'surveys.filter.country': 'Country',
  'surveys.filter.created': 'Created',
  'surveys.filter.exitReason': 'Reason for not going ahead',
  'surveys.filter.improvement': 'What we could improve',
  'analytics.drillSurveys': 'List the surveys answered so',
} as const;
