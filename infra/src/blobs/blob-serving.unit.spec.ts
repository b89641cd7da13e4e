import { blobResponseHeaders, OPAQUE_CONTENT_TYPE, servedContentType } from './blob-serving.js';

describe('blob serving', () => {
  it.each([
    'text/html',
    'TEXT/HTML; charset=utf-8',
    'image/svg+xml',
    'application/xml',
    'text/xml',
    'application/javascript',
    'text/javascript',
    'application/xhtml+xml',
    'application/pdf',
    '',
    null,
    undefined,
  ])('stores and serves %p as opaque bytes', (type) => expect(servedContentType(type)).toBe(OPAQUE_CONTENT_TYPE));

  it.each(['image/jpeg', 'Image/PNG', 'image/webp; q=1', 'video/mp4', 'video/quicktime'])(
    'keeps the passive media type %p',
    (type) => {
      expect(servedContentType(type)).toBe(type.split(';')[0]!.trim().toLowerCase());
    },
  );

  it('an attachment for opaque bytes, inline for media; always nosniff and a sandboxing policy; a safe file name', () => {
    expect(blobResponseHeaders('text/html', 'requests/1/x".html')).toEqual({
      'content-type': OPAQUE_CONTENT_TYPE,
      'content-disposition': 'attachment; filename="x_.html"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(blobResponseHeaders('image/jpeg', 'requests/1/a.jpg')['content-disposition']).toBe(
      'inline; filename="a.jpg"',
    );
  });
});
