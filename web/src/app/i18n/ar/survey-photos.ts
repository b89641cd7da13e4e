import type { MessageKey } from '../messages';

/** The survey show page's Photos tab. */
export const arSurveyPhotos = {
  'surveyPhotos.tab': 'الصور',
  'surveyPhotos.none': 'لم يُضف العميل أي صور.',
  'surveyPhotos.loadFailed': 'تعذّر تحميل الصور',
  'surveyPhotos.alt': 'الصورة {n} من الاستبيان',
} satisfies Partial<Record<MessageKey, string>>;
