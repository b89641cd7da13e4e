import type { ACCOUNT_LINKS_MESSAGES } from '../account-links-messages';

/** The signed-out pages' words in Arabic (forgot password, reset password, magic link). */
export const arAccountLinks: Readonly<Record<keyof typeof ACCOUNT_LINKS_MESSAGES, string>> = {
  'accountLinks.forgotPassword': 'نسيت كلمة المرور؟',
  'accountLinks.forgotTitle': 'هل نسيت كلمة المرور؟',
  'accountLinks.forgotHelp':
    'أدخل البريد الإلكتروني الذي تسجّل الدخول به: سنرسل إليك رابطاً لاختيار كلمة مرور جديدة، أو رابطاً لتسجيل الدخول مرة واحدة.',
  'accountLinks.email': 'البريد الإلكتروني',
  'accountLinks.sendReset': 'إرسال رابط إعادة التعيين',
  'accountLinks.sendMagic': 'أرسل لي رابط تسجيل الدخول',
  'accountLinks.sent': 'إذا كان البريد الإلكتروني مسجّلاً فقد أُرسل إليه رابط',
  'accountLinks.backToSignIn': 'العودة إلى تسجيل الدخول',
  'accountLinks.resetTitle': 'اختر كلمة مرور جديدة',
  'accountLinks.newPassword': 'كلمة المرور الجديدة',
  'accountLinks.confirmPassword': 'تأكيد كلمة المرور الجديدة',
  'accountLinks.mismatch': 'كلمتا المرور غير متطابقتين',
  'accountLinks.tooShort': '8 أحرف على الأقل',
  'accountLinks.save': 'حفظ كلمة المرور',
  'accountLinks.resetDone': 'تم تغيير كلمة المرور: سجّل الدخول بها',
  'accountLinks.invalid': 'هذا الرابط غير صالح أو انتهت صلاحيته',
  'accountLinks.tooMany': 'محاولات كثيرة؛ حاول لاحقاً',
  'accountLinks.failed': 'تعذّر تنفيذ الطلب، يرجى المحاولة مرة أخرى',
  'accountLinks.signingIn': 'جارٍ تسجيل دخولك…',
  'accountLinks.askAgain': 'اطلب رابطاً جديداً',
  'userLogs.impersonatedWhom': '{type}: {name}',
};
