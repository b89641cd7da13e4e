/**
 * How the local blob store answers an object, so an upload can never run as a page of the API's origin: whoever
 * holds a presigned PUT chooses the bytes and the content type, so both are distrusted.
 * - Only passive media types are served as themselves (photos and videos, the objects the console stores); every
 *   other type, and any active one (HTML, SVG, XML, JavaScript...), is stored and served as
 *   application/octet-stream.
 * - Images and videos are `inline` (the console shows them), everything else an `attachment`.
 * - `X-Content-Type-Options: nosniff`, so a browser never guesses HTML from the bytes, and a Content-Security-Policy
 *   that allows nothing and sandboxes the document, should it be opened anyway.
 */
export const OPAQUE_CONTENT_TYPE = 'application/octet-stream';

const PASSIVE_MEDIA = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/ogg',
  'video/x-matroska',
  'video/3gpp',
  'video/x-msvideo',
]);

/** The media type of a Content-Type value (parameters dropped, lower case); '' for none. */
const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The content type an object is stored and served with: a passive media type as given, anything else opaque. */
export const servedContentType = (contentType: string | null | undefined): string => {
  const media = mediaTypeOf(contentType);
  return PASSIVE_MEDIA.has(media) ? media : OPAQUE_CONTENT_TYPE;
};

export const BLOB_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The headers of every object answer (GET and HEAD, whole or a range). */
export const blobResponseHeaders = (
  storedContentType: string | null | undefined,
  key: string,
): Record<string, string> => {
  const type = servedContentType(storedContentType);
  const name = (key.split('/').pop() ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'content-type': type,
    'content-disposition': `${type === OPAQUE_CONTENT_TYPE ? 'attachment' : 'inline'}; filename="${name}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': BLOB_CONTENT_SECURITY_POLICY,
  };
};
