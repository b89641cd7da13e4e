import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { isBlank } from '../shared/validation.js';
import { list, LongText, Text } from '../shared/store-safe.js';

/** Spec 3 §5: the email placeholder's own message for a missing name. */
export const PLACEHOLDER_NAME_REQUIRED = 'Name is required';

/**
 * Spec 3 §2 Email placeholders: a named list of addresses per country a template's recipients may name; a generic
 * one (isGeneric, read-only on the form) has no list of its own.
 */
export const EMAIL_PLACEHOLDER_RESOURCE = defineResource({
  name: 'email-placeholder',
  table: 'email_placeholders',
  category: 'emailplaceholder',
  event: 'EmailPlaceholder',
  fields: t.type({
    name: Text,
    description: nullable(LongText),
    emails: list(Text),
    countryId: nullable(Id),
    isGeneric: t.boolean,
  }),
  required: [],
  defaults: { description: null, emails: [], countryId: null, isGeneric: false },
  validate: (record) => (isBlank(record['name']) ? [{ path: 'name', message: PLACEHOLDER_NAME_REQUIRED }] : []),
});
