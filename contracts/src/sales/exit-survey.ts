import type { SurveyQuestion } from './survey-questions.js';

/**
 * The exit survey (issue 33 §6): when a lead is marked lost, its customer is sent a customer survey asking why they
 * did not go ahead (one of the lost reasons) and what we could improve; its answers are the Survey analytics
 * page's 'Lost Customers Survey - Reason' and '- Comments' (spec 1 §2.9).
 */
export const EXIT_SURVEY_TYPE = 'customerSurvey' as const;
/** The task that mails the customer the survey's link (the notifier writes the link for the mail only). */
export const EXIT_SURVEY_TASK = 'SEND_EXIT_SURVEY_TO_CUSTOMER' as const;
/** The answers' keys in surveyDataResponse: the lost reason's id, and the customer's words. */
export const EXIT_SURVEY_REASON = 'exitReason';
export const EXIT_SURVEY_IMPROVEMENT = 'improvement';
/** The most characters the improvement keeps (the analytics key it is counted by). */
export const EXIT_SURVEY_IMPROVEMENT_MAX = 500;

const QUESTION_TEXTS = {
  EN: { reason: 'Why did you decide not to go ahead with us?', improvement: 'What could we improve?' },
  AR: { reason: 'لماذا قررتم عدم المتابعة معنا؟', improvement: 'ما الذي يمكننا تحسينه؟' },
} as const;

/**
 * The exit survey's questions in the customer's language (EN, AR; English otherwise): the reason, one of the lost
 * reasons by name (the reasons have one name, shown as recorded), and the improvement, free text.
 */
export const exitSurveyQuestions = (
  reasons: readonly { readonly id: number; readonly reason: string }[],
  language: string,
): SurveyQuestion[] => {
  const texts = language === 'AR' ? QUESTION_TEXTS.AR : QUESTION_TEXTS.EN;
  return [
    {
      key: EXIT_SURVEY_REASON,
      text: texts.reason,
      long: false,
      choices: reasons.map((r) => ({ value: String(r.id), label: r.reason })),
    },
    { key: EXIT_SURVEY_IMPROVEMENT, text: texts.improvement, long: true, max: EXIT_SURVEY_IMPROVEMENT_MAX },
  ];
};

/** What an exit survey's response says: the reason's id and the improvement (null when not answered). */
export const exitSurveyAnswers = (
  response: unknown,
): { readonly reasonId: number | null; readonly improvement: string | null } => {
  const r = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const reason = r[EXIT_SURVEY_REASON];
  const id = typeof reason === 'string' && /^[1-9][0-9]{0,9}$/.test(reason) ? Number(reason) : null;
  const improvement = r[EXIT_SURVEY_IMPROVEMENT];
  return {
    reasonId: id !== null && id <= 2_147_483_647 ? id : null,
    improvement: typeof improvement === 'string' && improvement.trim() !== '' ? improvement : null,
  };
};
