import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Text } from '../shared/store-safe.js';
import { TagModule } from './user.enums.js';

/** Spec 1 §8: the warning when a tag's name is taken (the server's message, field `name`). */
export const TAG_NAME_UNIQUE_MESSAGE = 'name must be unique';

/**
 * Tags as a resource (spec 3 §2 'Tags and reason lists', §5: name and module required; spec 1 §8: unique name).
 * A customer holds tags by id (`UserTagsSet`); names held by customers before tags were records are carried over
 * by the recorded command `CarryOverTagNames` (docs/decisions.md).
 */
export const TAG_RESOURCE = defineResource({
  name: 'tags',
  table: 'tags',
  category: 'tag',
  event: 'Tag',
  fields: t.type({ name: Text, module: TagModule.codec }),
  required: ['name', 'module'],
  unique: [{ field: 'name', message: TAG_NAME_UNIQUE_MESSAGE }],
});
