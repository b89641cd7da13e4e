import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Tags (spec 3 §2 'Tags and reason lists', §3 Tag, §5): list of 10 a page, id descending, filters search and
 * module; show; edit titled 'Edit "{name}"', back to show; create; name and module required, the name unique
 * (the server's 'name must be unique' on the name field).
 */
export const tagScreens: ScreenConfig = {
  resource: 'tags',
  permission: 'tags',
  title: 'tags.title',
  singular: 'tags.singular',
  titleField: 'name',
  editTitle: 'tags.editTitle',
  columnsKey: 'tagListColumns',
  fields: [
    { name: 'name', label: 'tags.field.name', kind: 'text' },
    { name: 'module', label: 'tags.field.module', kind: 'choice', choices: ['Generic', 'User'] },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'module', 'edit', 'show'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search', 'module'],
  },
  form: ['name', 'module'],
  show: ['id', 'name', 'module', 'createdAt', 'updatedAt'],
  afterCreate: 'show',
  afterEdit: 'show',
};
