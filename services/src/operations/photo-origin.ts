import type { Request } from 'express';

/**
 * The origin the caller reached the API at, for addresses the local blob store signs on the API itself (an S3
 * store ignores it). Behind a proxy that rewrites the host, set BLOB_PUBLIC_URL instead.
 */
export const callerOrigin = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
