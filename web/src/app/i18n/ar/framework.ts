import type { FRAMEWORK_MESSAGES } from '../framework-messages';

/** The framework's own words in Arabic. */
export const arFramework: Readonly<Record<keyof typeof FRAMEWORK_MESSAGES, string>> = {
  'screens.more': '{count} أخرى',
  'screens.matchMode': 'مطابقة {label}',
  'screens.titleNamed': '{singular} "{name}"',
  'screens.titleId': '{singular} #{id}',
  'screens.editTitle': 'تعديل {title}',
  'screens.createTitle': 'إنشاء {singular}',
  'screens.col.warehouse': 'المستودع',
};
