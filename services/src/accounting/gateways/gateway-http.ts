import type http from 'node:http';

/** A gateway call's answer, or `timeout` when none came in time (the gateway may have acted: settle, never repeat blindly). */
export type HttpAnswer =
  | { readonly kind: 'answer'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'unreachable'; readonly error: string };

export const callGateway = async (url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> => {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // A non-JSON answer (a proxy's error page) stays text: the adapter reads it as a failure.
    }
    return { kind: 'answer', status: res.status, body };
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
    // Refused before sending (no route, refused connection): the gateway never saw it.
    return { kind: 'unreachable', error: (e as Error).message };
  }
};

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query and form values arrive as strings, or arrays of them when repeated: the first one counts. */
export const flatFields = (fields: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const)
      .filter((e): e is readonly [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number')
      .map(([k, v]) => [k, String(v)]),
  );

/** A request body: JSON, or a browser's url-encoded form (a gateway's return URL, a local gateway's page). */
export const readBody = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const v: unknown = JSON.parse(text);
      return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
};

/** A gateway field as text: strings as they are, numbers and booleans printed, anything else (absent, an object) the fallback. */
export const fieldText = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback;
