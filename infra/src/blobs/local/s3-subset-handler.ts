import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSafeBlobKey } from '../blob-store.port.js';
import { BLOB_CONTENT_SECURITY_POLICY, blobResponseHeaders, servedContentType } from '../blob-serving.js';
import { UNSIGNED_PAYLOAD, parseRequestTarget, verifySignedRequest } from '../sigv4.js';
import type { LocalBlobStore } from './local-blob-store.js';

/**
 * The S3 protocol subset the local blob store serves: PUT, GET (with one byte range, so videos seek), HEAD and
 * DELETE of an object, path-style (`<prefix>/<bucket>/<key>`), each signed with SigV4 by query (presigned
 * addresses) or by the Authorization header (what @aws-sdk/client-s3 sends). So browsers upload to it exactly as
 * to S3, and the S3 adapter's contract tests run against it.
 */
export interface S3SubsetOptions {
  /** The largest object accepted. */
  readonly maxObjectBytes: number;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string): void => {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'content-security-policy': BLOB_CONTENT_SECURITY_POLICY,
  });
  res.end(body);
};

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` within `size`; undefined for no or an unsupported range. */
const parseRange = (
  value: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined => {
  const m = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
};

export const createS3SubsetHandler = (store: LocalBlobStore, options: S3SubsetOptions) => {
  const { bucket, credentials, region, pathPrefix } = store.options;
  const secretOf = (id: string) => (id === credentials.accessKeyId ? credentials.secretAccessKey : undefined);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = req.url ?? '/';
    const pathname = parseRequestTarget(target).pathname;
    const prefix = `${pathPrefix}/${bucket}/`;
    if (!pathname.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(pathname.slice(prefix.length));
    if (!isSafeBlobKey(key)) return xmlError(res, 400, 'InvalidArgument', 'Bad object key');
    const method = (req.method ?? 'GET').toUpperCase();
    const headers: Record<string, string | undefined> = {};
    for (const name of Object.keys(req.headers)) headers[name] = header(req, name);
    const verified = verifySignedRequest({ method, target, headers }, secretOf, region);
    if (!verified.ok) return xmlError(res, 403, verified.code, verified.message);

    switch (method) {
      case 'PUT': {
        const length = Number(header(req, 'content-length') ?? NaN);
        if (Number.isFinite(length) && length > options.maxObjectBytes)
          return xmlError(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        // Stored as what it will be served as: never an active type (blob-serving.ts).
        const contentType = servedContentType(header(req, 'content-type'));
        const staged = await store.files.stage(key, req, contentType, options.maxObjectBytes);
        if (!staged)
          return xmlError(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        if (verified.payloadHash !== UNSIGNED_PAYLOAD && verified.payloadHash !== staged.sha256) {
          await staged.discard();
          return xmlError(
            res,
            400,
            'XAmzContentSHA256Mismatch',
            'The provided x-amz-content-sha256 header does not match what was computed',
          );
        }
        await staged.commit();
        res.writeHead(200, { etag: `"${staged.sha256.slice(0, 32)}"`, 'content-length': 0 });
        return void res.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = await store.files.head(key);
        if (!object)
          return method === 'HEAD'
            ? void res.writeHead(404).end()
            : xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        const range = parseRange(header(req, 'range'), object.size);
        if (range === 'unsatisfiable') {
          res.writeHead(416, { 'content-range': `bytes */${object.size}` });
          return void res.end();
        }
        const common = {
          ...blobResponseHeaders(object.contentType, key),
          'accept-ranges': 'bytes',
          'cache-control': 'private, max-age=300',
        };
        if (range)
          res.writeHead(206, {
            ...common,
            'content-length': range.end - range.start + 1,
            'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
          });
        else res.writeHead(200, { ...common, 'content-length': object.size });
        if (method === 'HEAD' || object.size === 0) return void res.end();
        const stream = store.files.openRead(key, range);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
        return;
      }
      case 'DELETE':
        await store.files.delete(key);
        res.writeHead(204);
        return void res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  };
};
