import dayjs from 'dayjs';

/**
 * The date picker's Arabic: the Gulf's month and day names from dayjs's `ar`, without its Arabic-Indic digits (dates
 * stay DD/MM/YYYY in the digits the rest of the console writes, issue 36) and with the week starting on Sunday as
 * the three countries' calendars do.
 */
export const ARABIC_DATES = 'ar-gulf';

const months = 'يناير_فبراير_مارس_أبريل_مايو_يونيو_يوليو_أغسطس_سبتمبر_أكتوبر_نوفمبر_ديسمبر'.split('_');

const arabicDates: ILocale = {
  name: ARABIC_DATES,
  weekdays: 'الأحد_الإثنين_الثلاثاء_الأربعاء_الخميس_الجمعة_السبت'.split('_'),
  weekdaysShort: 'أحد_إثنين_ثلاثاء_أربعاء_خميس_جمعة_سبت'.split('_'),
  weekdaysMin: 'ح_ن_ث_ر_خ_ج_س'.split('_'),
  months,
  monthsShort: months,
  weekStart: 0,
  ordinal: (n: number) => String(n),
  formats: { L: 'DD/MM/YYYY', LL: 'D MMMM YYYY' },
  relativeTime: {},
};

dayjs.locale(arabicDates, undefined, true);
