/**
 * The texts of the public survey page (issue 33): the customer's page, served by the API without the console, so
 * its words live here beside the questions (survey-questions.ts), not in the console's catalogue. In English, and
 * in Arabic for a customer whose language is AR.
 */
export const SURVEY_PAGE_TEXTS = {
  title: 'Your survey',
  intro: 'Please answer a few questions before our visit.',
  exitIntro: 'We are sorry we could not help you this time. Please tell us why, so that we can do better.',
  submit: 'Send',
  thanks: 'Thank you, your answers are recorded.',
  answered: 'This survey is already answered. Thank you.',
  expired: 'This survey link has expired. Please ask us for a new one.',
  invalid: 'This survey link is not valid.',
  tooLong: 'An answer is too long.',
  notAChoice: 'Please choose one of the answers offered.',
  photos: 'Photos of what is to be stored or moved (optional)',
  notAPhoto: 'Only photos can be added (JPEG, PNG, WebP, GIF or HEIC).',
} as const;

export type SurveyPageTexts = { readonly [K in keyof typeof SURVEY_PAGE_TEXTS]: string };

export const SURVEY_PAGE_TEXTS_AR: SurveyPageTexts = {
  title: 'استبيانكم',
  intro: 'يرجى الإجابة عن بعض الأسئلة قبل زيارتنا.',
  exitIntro: 'نأسف لأننا لم نتمكن من خدمتكم هذه المرة. يرجى إخبارنا بالسبب لنحسّن خدماتنا.',
  submit: 'إرسال',
  thanks: 'شكراً لكم، تم تسجيل إجاباتكم.',
  answered: 'تمت الإجابة عن هذا الاستبيان من قبل. شكراً لكم.',
  expired: 'انتهت صلاحية رابط هذا الاستبيان. يرجى طلب رابط جديد منا.',
  invalid: 'رابط هذا الاستبيان غير صالح.',
  tooLong: 'إحدى الإجابات طويلة جداً.',
  notAChoice: 'يرجى اختيار إحدى الإجابات المعروضة.',
  photos: 'صور ما سيتم تخزينه أو نقله (اختياري)',
  notAPhoto: 'يمكن إضافة الصور فقط (JPEG أو PNG أو WebP أو GIF أو HEIC).',
};

/** The page's texts in the customer's language (AR: Arabic; otherwise English). */
export const surveyPageTexts = (language: string | null | undefined): SurveyPageTexts =>
  language === 'AR' ? SURVEY_PAGE_TEXTS_AR : SURVEY_PAGE_TEXTS;
