import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Text } from '../shared/store-safe.js';

/** What a storage names when its room is not found (spec 1 §7.6 rooms lookup). */
export const roomNotFound = (id: number): string => `No room found for id '${id}'`;

/**
 * The rooms lookup (spec 1 §7.6 reference lookups, spec 2 §3 Storage roomId/roomName, §7 lists of rooms): the room
 * of the customer's home a storage was packed from. A storage keeps the room's id and, as the spec's rows do, its
 * name (derived from the room's stream when the storage names the room).
 */
export const ROOM_RESOURCE = defineResource({
  name: 'rooms',
  table: 'rooms',
  category: 'room',
  event: 'Room',
  fields: t.type({ name: Text }),
  required: ['name'],
});
