import * as t from 'io-ts';
import type { PermissionResource } from '../identity/permissions.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Text } from '../shared/store-safe.js';

/** The four reason lists (spec 3 §2): one field, the reason, required. */
const reasonList = <const N extends PermissionResource>(name: N, category: string, event: string, table: string) =>
  defineResource({ name, table, category, event, fields: t.type({ reason: Text }), required: ['reason'] });

export const LOST_REASON_RESOURCE = reasonList('lost-reasons', 'lostreason', 'LostReason', 'lost_reasons');
export const HOLD_REASON_RESOURCE = reasonList('hold-reasons', 'holdreason', 'HoldReason', 'hold_reasons');
export const REJECT_REASON_RESOURCE = reasonList('reject-reasons', 'rejectreason', 'RejectReason', 'reject_reasons');
export const CANCEL_REASON_RESOURCE = reasonList('cancel-reasons', 'cancelreason', 'CancelReason', 'cancel_reasons');
