import type { MessageKey } from '../messages';

/** Administration's settings screens: tags, configurations per country, terms and conditions. */
export const arAdminSettings = {
  'tags.title': 'الوسوم',
  'tags.singular': 'وسم',
  'tags.editTitle': 'تعديل "{name}"',
  'tags.field.name': 'الاسم',
  'tags.field.module': 'النطاق',
  'tags.newTag': 'وسم جديد',
  'tags.create': 'إنشاء',
  'tags.cancel': 'إلغاء',
  'tags.created': 'تم إنشاء الوسم {name}',
  'tags.filterLabel': 'الوسوم',
} satisfies Partial<Record<MessageKey, string>>;
