/** The framework's own words (catalogue screens, filters, cells), spread into the catalogue. */
export const FRAMEWORK_MESSAGES = {
  'screens.more': '{count} more',
  'screens.matchMode': '{label} match',
  'screens.titleNamed': '{singular} "{name}"',
  'screens.titleId': '{singular} #{id}',
  'screens.editTitle': 'Edit {title}',
  'screens.createTitle': 'Create {singular}',
  'screens.col.warehouse': 'Warehouse',
} as const;
