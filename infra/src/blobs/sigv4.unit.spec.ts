import { presignUrl, verifySignedRequest } from './sigv4.js';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const signedAt = new Date('2013-05-24T00:00:00Z');

describe('SigV4 for S3', () => {
  test('a presigned GET matches the example of the S3 documentation', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
    const url = presignUrl({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      credentials,
      region: 'us-east-1',
      expiresInSeconds: 86400,
      now: signedAt,
    });
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  const verify = (target: string, method: string, headers: Record<string, string>, now: Date) =>
    verifySignedRequest(
      { method, target, headers },
      (id) => (id === credentials.accessKeyId ? credentials.secretAccessKey : undefined),
      'us-east-1',
      now,
    );

  test('verifies its own addresses until they expire, for their method, host and content type only', () => {
    const url = new URL(
      presignUrl({
        method: 'PUT',
        url: 'http://127.0.0.1:3000/blobs/console/requests/1/a b.jpg',
        credentials,
        region: 'us-east-1',
        expiresInSeconds: 60,
        now: signedAt,
        headers: { 'content-type': 'image/jpeg' },
      }),
    );
    const target = url.pathname + url.search;
    const headers = { host: '127.0.0.1:3000', 'content-type': 'image/jpeg' };
    expect(verify(target, 'PUT', headers, new Date(signedAt.getTime() + 59_000))).toMatchObject({ ok: true });
    expect(verify(target, 'PUT', headers, new Date(signedAt.getTime() + 61_000))).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(verify(target, 'GET', headers, signedAt)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verify(target, 'PUT', { ...headers, host: 'evil.example' }, signedAt)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(verify(target, 'PUT', { ...headers, 'content-type': 'text/html' }, signedAt)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(verify(target.replace('AKIAIOSFODNN7EXAMPLE', 'AKIAOTHER'), 'PUT', headers, signedAt)).toMatchObject({
      ok: false,
      code: 'InvalidAccessKeyId',
    });
  });

  test('refuses an unsigned request and a header signature of another region', () => {
    expect(verify('/blobs/console/x.jpg', 'GET', { host: 'h' }, signedAt)).toMatchObject({ ok: false });
    const auth =
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=' +
      '0'.repeat(64);
    expect(
      verify(
        '/blobs/console/x.jpg',
        'GET',
        {
          host: 'h',
          authorization: auth,
          'x-amz-date': '20130524T000000Z',
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
        signedAt,
      ),
    ).toMatchObject({ ok: false, code: 'AccessDenied' });
  });
});
