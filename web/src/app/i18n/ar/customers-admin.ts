import type { MessageKey } from '../messages';

/** The partners' pages and the customer page's words in Gulf business Arabic. */
export const arCustomersAdmin = {
  'partners.tab.invoices': 'الفواتير',
  'partners.tab.commission': 'العمولة',
  'partners.col.id': 'الرقم',
  'partners.col.paidAt': 'تاريخ الدفع',
  'partners.col.serviceCategory': 'فئة الخدمة',
  'partners.col.target': 'الحد',
  'partners.col.commission': 'نسبة العمولة %',
  'partners.target': 'أكثر من {cbm} متر مكعب',
  'partners.noSlabs': 'لا توجد شرائح عمولة',

  'settings.postpaid': 'فوترة آجلة',
  'settings.showCbm': 'إظهار الأمتار المكعبة في وصف الرسوم',
  'settings.postpaidUpdated': 'تم تحديث إعداد الفوترة الآجلة',
  'settings.showCbmUpdated': 'تم تحديث إعداد إظهار الأمتار المكعبة في وصف الرسوم',
  'settings.failed': 'خطأ: {message}',
  'settings.failedFallback': 'تعذّر تحديث الإعداد',
} satisfies Partial<Record<MessageKey, string>>;
