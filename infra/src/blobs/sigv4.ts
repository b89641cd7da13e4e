import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, the subset the blob store speaks: presigned (query) addresses and signed
 * headers, verified the way S3 does, so the local blob endpoint and any S3-compatible service accept the same
 * requests. https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/**
 * The path and query of an HTTP request target (`/bucket/key?X-Amz-…`). URL needs an origin to parse a relative
 * target; the reserved `.invalid` name (RFC 2606) makes plain that none is read, as the signature covers the Host
 * header separately.
 */
export const parseRequestTarget = (target: string): URL => new URL(target, 'http://request-target.invalid');
const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses presigned addresses valid for more than 7 days. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

/** RFC 3986 encoding as S3 wants it: everything but unreserved characters (paths are encoded by segment). */
export const awsEncode = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string): Buffer =>
  crypto.createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('hex');

const signingKey = (secret: string, date: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');

/** `20261122T021500Z` */
export const amzDate = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const canonicalUri = (pathname: string): string =>
  pathname
    .split('/')
    .map((seg) => awsEncode(decodeURIComponent(seg)))
    .join('/');

const canonicalQuery = (params: readonly (readonly [string, string])[]): string =>
  params
    .map(([k, v]) => [awsEncode(k), awsEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

const canonicalHeaderValue = (v: string): string => v.trim().replace(/\s+/g, ' ');

interface CanonicalInput {
  readonly method: string;
  readonly pathname: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string>>;
  readonly signedHeaders: readonly string[];
  readonly payloadHash: string;
}

const canonicalRequest = (c: CanonicalInput): string =>
  [
    c.method.toUpperCase(),
    canonicalUri(c.pathname),
    canonicalQuery(c.query),
    c.signedHeaders.map((h) => `${h}:${canonicalHeaderValue(c.headers[h] ?? '')}\n`).join(''),
    c.signedHeaders.join(';'),
    c.payloadHash,
  ].join('\n');

const signature = (
  creds: SigV4Credentials,
  at: string,
  scope: string,
  region: string,
  service: string,
  canonical: string,
): string => {
  const stringToSign = [ALGORITHM, at, scope, sha256Hex(canonical)].join('\n');
  return hmac(signingKey(creds.secretAccessKey, at.slice(0, 8), region, service), stringToSign).toString('hex');
};

export interface PresignInput {
  readonly method: 'GET' | 'PUT';
  /** Absolute address of the object (endpoint, bucket and key). */
  readonly url: string;
  readonly credentials: SigV4Credentials;
  readonly region: string;
  readonly expiresInSeconds: number;
  readonly now?: Date;
  /** Headers the client must send as signed (besides host), such as content-type. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A presigned address (query signature, UNSIGNED-PAYLOAD), the same S3's presigner makes. */
export const presignUrl = (p: PresignInput): string => {
  const url = new URL(p.url);
  const now = p.now ?? new Date();
  const at = amzDate(now);
  const scope = `${at.slice(0, 8)}/${p.region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: url.host };
  for (const [k, v] of Object.entries(p.headers ?? {})) headers[k.toLowerCase()] = v;
  const signedHeaders = Object.keys(headers).sort();
  const expires = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(p.expiresInSeconds)));
  const query: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${p.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', at],
    ['X-Amz-Expires', String(expires)],
    ['X-Amz-SignedHeaders', signedHeaders.join(';')],
  ];
  const canonical = canonicalRequest({
    method: p.method,
    pathname: url.pathname,
    query,
    headers,
    signedHeaders,
    payloadHash: UNSIGNED_PAYLOAD,
  });
  query.push(['X-Amz-Signature', signature(p.credentials, at, scope, p.region, 's3', canonical)]);
  url.search = canonicalQuery(query);
  return url.toString();
};

export interface IncomingSignedRequest {
  readonly method: string;
  /** The request target as received: path and query, still encoded. */
  readonly target: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
}

export type Verification =
  | { readonly ok: true; readonly accessKeyId: string; readonly payloadHash: string }
  | {
      readonly ok: false;
      readonly code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'ExpiredToken' | 'InvalidAccessKeyId';
      readonly message: string;
    };

const denied = (code: Exclude<Verification, { ok: true }>['code'], message: string): Verification => ({
  ok: false,
  code,
  message,
});

/** The most a signed request's clock may differ from ours (S3 allows 15 minutes). */
const CLOCK_SKEW_MS = 15 * 60_000;

/**
 * Checks a request signed by query (presigned) or by the Authorization header. For header signatures the caller
 * still has to check the body against `payloadHash` (unless it is UNSIGNED-PAYLOAD).
 */
export const verifySignedRequest = (
  req: IncomingSignedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
  region: string,
  now: Date = new Date(),
): Verification => {
  const url = parseRequestTarget(req.target);
  const all = [...url.searchParams.entries()];
  const q = new Map(all);
  let credential: string;
  let signedHeaders: string[];
  let given: string;
  let at: string;
  let payloadHash: string;
  let query: [string, string][];
  if (q.has('X-Amz-Signature')) {
    if (q.get('X-Amz-Algorithm') !== ALGORITHM) return denied('AccessDenied', 'Unsupported signature algorithm');
    credential = q.get('X-Amz-Credential') ?? '';
    signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    given = q.get('X-Amz-Signature') ?? '';
    at = q.get('X-Amz-Date') ?? '';
    const expires = Number(q.get('X-Amz-Expires'));
    const signedAt = parseAmzDate(at);
    if (!signedAt || !Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGN_SECONDS)
      return denied('AccessDenied', 'Bad presigned address');
    if (now.getTime() > signedAt.getTime() + expires * 1000) return denied('AccessDenied', 'Request has expired');
    if (signedAt.getTime() - now.getTime() > CLOCK_SKEW_MS) return denied('AccessDenied', 'Request is not yet valid');
    payloadHash = UNSIGNED_PAYLOAD;
    query = all.filter(([k]) => k !== 'X-Amz-Signature');
  } else {
    const auth = req.headers['authorization'] ?? '';
    const m = /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      auth.trim(),
    );
    if (!m) return denied('AccessDenied', 'Access Denied');
    credential = m[1] ?? '';
    signedHeaders = (m[2] ?? '').split(';');
    given = m[3] ?? '';
    at = req.headers['x-amz-date'] ?? '';
    const signedAt = parseAmzDate(at);
    if (!signedAt || Math.abs(now.getTime() - signedAt.getTime()) > CLOCK_SKEW_MS)
      return denied('AccessDenied', 'Request time too skewed');
    payloadHash = req.headers['x-amz-content-sha256'] ?? '';
    if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash))
      return denied('AccessDenied', 'Unsupported payload signing');
    query = all;
  }
  const [accessKeyId, date, credRegion, service, term, ...rest] = credential.split('/');
  if (
    !accessKeyId ||
    rest.length > 0 ||
    term !== 'aws4_request' ||
    service !== 's3' ||
    credRegion !== region ||
    date !== at.slice(0, 8)
  ) {
    return denied('AccessDenied', 'Bad credential scope');
  }
  const secret = secretOf(accessKeyId);
  if (secret === undefined) return denied('InvalidAccessKeyId', 'The access key does not exist');
  if (!signedHeaders.includes('host')) return denied('AccessDenied', 'host must be signed');
  const headers: Record<string, string> = {};
  for (const h of signedHeaders) {
    const v = req.headers[h];
    if (v === undefined) return denied('AccessDenied', `Signed header ${h} is missing`);
    headers[h] = v;
  }
  const canonical = canonicalRequest({
    method: req.method,
    pathname: url.pathname,
    query,
    headers,
    signedHeaders,
    payloadHash,
  });
  const expected = signature(
    { accessKeyId, secretAccessKey: secret },
    at,
    `${date}/${region}/s3/aws4_request`,
    region,
    's3',
    canonical,
  );
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b))
    return denied(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  return { ok: true, accessKeyId, payloadHash };
};

const parseAmzDate = (s: string): Date | null => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};
