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

  'users.action.assign': 'تعيين',
  'users.assign.title': 'تعيين {name}',
  'users.assign.done': 'تم التعيين بنجاح',
  'users.assign.failed': 'خطأ',
  'users.field.tags': 'الوسوم',
  'users.field.assignee': 'المسؤول',
  'users.action.resetPassword': 'إعادة تعيين كلمة المرور',
  'users.resetPassword.confirm': 'إرسال رابط إعادة تعيين كلمة المرور إلى {email}؟',
  'users.resetPassword.done': 'تم إرسال رابط إعادة تعيين كلمة المرور',
  'users.resetPassword.failed': 'تعذّر إرسال رابط إعادة تعيين كلمة المرور',
  'users.action.magicLink': 'رابط الدخول',
  'users.magicLink.confirm': 'إرسال رابط دخول إلى {email}؟',
  'users.magicLink.done': 'تم إرسال رابط الدخول',
  'users.magicLink.failed': 'تعذّر إرسال رابط الدخول',
  'users.action.impersonate': 'الدخول بحساب العميل',
} satisfies Partial<Record<MessageKey, string>>;
