/**
 * The blob store's injection token. The store is provided by operations' photos module; a context that stores
 * files of its own (a survey's photos) finds it by this token without importing operations.
 */
export const BLOB_STORE = Symbol('BlobStore');
