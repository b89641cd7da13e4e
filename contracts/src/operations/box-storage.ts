/**
 * Spec 2 §4: Picked Up (and Received for drops) first asks a box-status question when any storage of the request is
 * box-type. The spec does not say what makes a storage box-type. Decided: its storage type is a box, i.e. the type's
 * code or name holds the word "box" (the catalogue's BOX-S, BOX-M, BOX-L and the wardrobe box): the boxes the
 * business lends to customers, which can come back empty.
 */
const BOX_WORD = /(^|[^a-z])box([^a-z]|$)/i;

export const isBoxStorage = (storage: {
  readonly storagetypeCode?: string | null;
  readonly storagetypeName?: string | null;
}): boolean => BOX_WORD.test(storage.storagetypeCode ?? '') || BOX_WORD.test(storage.storagetypeName ?? '');
