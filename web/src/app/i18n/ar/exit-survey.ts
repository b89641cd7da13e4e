import type { MessageKey } from '../messages';

/** The exit survey's list filters and the Survey analytics page's links. */
export const arExitSurvey = {
  'surveys.filter.country': 'الدولة',
  'surveys.filter.created': 'تاريخ الإنشاء',
  'surveys.filter.exitReason': 'سبب عدم المتابعة',
  'surveys.filter.improvement': 'ما يمكننا تحسينه',
  'analytics.drillSurveys': 'عرض الاستبيانات التي أُجيب عنها بهذا',
} satisfies Partial<Record<MessageKey, string>>;
