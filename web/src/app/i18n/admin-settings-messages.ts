/** Administration's settings screens: tags, configurations per country, terms and conditions (issue 34 §4, §6, §7). */
export const ADMIN_SETTINGS_MESSAGES = {
  'tags.title': 'Tags',
  'tags.singular': 'Tag',
  'tags.editTitle': 'Edit "{name}"',
  'tags.field.name': 'Name',
  'tags.field.module': 'Module',
  'tags.newTag': 'New tag',
  'tags.create': 'Create',
  'tags.cancel': 'Cancel',
  'tags.created': 'Tag {name} created',
  'tags.filterLabel': 'Tags',
} as const;
