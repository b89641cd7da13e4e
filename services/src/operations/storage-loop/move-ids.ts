import crypto from 'node:crypto';

/** The mover's checkpoint, a row of rm.projection_checkpoints beside the projections'. */
export const STORAGE_MOVER = 'storage-mover';

/**
 * The id of the i-th event a cause makes on a record: the same on every rerun (a name-based UUID, RFC 9562 version
 * 5 layout), so an append repeated after a crash is recognised by the store as the same event.
 */
export const movedEventId = (causeId: string, streamId: string, index: number): string => {
  const hash = crypto.createHash('sha1').update(`${STORAGE_MOVER}/${causeId}/${streamId}/${index}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
