import type { MessageKey } from '../messages';

/** MUI's controls: the grid's pages and sort, a date field, an autocomplete's buttons. */
export const arWidgets = {
  'widgets.page.first': 'الانتقال إلى الصفحة الأولى',
  'widgets.page.last': 'الانتقال إلى الصفحة الأخيرة',
  'widgets.page.next': 'الانتقال إلى الصفحة التالية',
  'widgets.page.previous': 'الانتقال إلى الصفحة السابقة',
  'widgets.sort': 'ترتيب',
  'widgets.date.day': 'يوم',
  'widgets.date.month': 'شهر',
  'widgets.date.year': 'سنة',
  'widgets.date.choose': 'اختر التاريخ',
  'widgets.date.chosen': 'اختر التاريخ، التاريخ المحدد {date}',
  'widgets.clear': 'مسح',
  'widgets.open': 'فتح',
  'widgets.close': 'إغلاق',
} satisfies Partial<Record<MessageKey, string>>;
