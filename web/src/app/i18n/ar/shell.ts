import type { SHELL_MESSAGES } from '../shell-messages';

/** The shell's own words and My Profile's form in Arabic. */
export const arShell: Readonly<Record<keyof typeof SHELL_MESSAGES, string>> = {
  'shell.userMenu': 'قائمة المستخدم',
  'shell.mainMenu': 'القائمة الرئيسية',
  'profile.section': 'الملف الشخصي',
  'profile.name': 'الاسم',
  'profile.phone': 'الهاتف',
  'profile.language': 'اللغة',
  'profile.emailSignature': 'توقيع البريد الإلكتروني',
};
