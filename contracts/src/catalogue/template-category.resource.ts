import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { isBlank } from '../shared/validation.js';
import { LongText, Text } from '../shared/store-safe.js';

/** Spec 3 §5: the template category's own message for a missing name. */
export const CATEGORY_NAME_REQUIRED = 'Name required';

/** Spec 3 §2 Template categories: name and description; a template lists its categories' ids. */
export const TEMPLATE_CATEGORY_RESOURCE = defineResource({
  name: 'template-categories',
  table: 'template_categories',
  category: 'templatecategory',
  event: 'TemplateCategory',
  fields: t.type({ name: Text, description: nullable(LongText) }),
  /* The name is required with the spec's own words, not the generic 'Required'. */
  required: [],
  defaults: { description: null },
  validate: (record) => (isBlank(record['name']) ? [{ path: 'name', message: CATEGORY_NAME_REQUIRED }] : []),
});
