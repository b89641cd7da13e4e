import { storedToken } from '../session/storage';
import { textOf } from '../../framework/fields/text';

/** A field's failure as the API reports it (400 'Validation error'). */
export interface ApiFieldError {
  readonly path: string;
  readonly message: string;
}

/** Any non-OK answer: `{ name, message, code, errors? }` (ARCHITECTURE §6), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly ApiFieldError[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One call to the API with the stored bearer token. Answers the parsed JSON; throws ApiError on any failure.
 * Called only from sagas.
 */
export const apiRequest = async <T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> =>
  (await apiExchange<T>(method, path, body, signal)).body;

/** An answer with its HTTP status (202: the server stored the change but cannot show it yet). */
export interface ApiAnswer<T> {
  readonly status: number;
  readonly body: T;
}

/** `apiRequest` with the answer's status. */
export const apiExchange = async <T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiAnswer<T>> => {
  const token = storedToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, e instanceof Error ? e.message : 'Network error');
  }
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  if (!res.ok) {
    const b = (typeof json === 'object' && json !== null ? json : {}) as { message?: unknown; errors?: unknown };
    const message = typeof b.message === 'string' && b.message ? b.message : `HTTP error! status: ${res.status}`;
    const errors = Array.isArray(b.errors)
      ? (b.errors as ApiFieldError[]).filter((x) => typeof x?.path === 'string')
      : [];
    throw new ApiError(res.status, message, errors, json);
  }
  return { status: res.status, body: json as T };
};

/** A query string of the generic calls (ARCHITECTURE §6): nested keys as `a[b]=c`, arrays repeated. */
export const genericQueryString = (params: Readonly<Record<string, unknown>>): string => {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(textOf(value))}`);
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return parts.length ? `?${parts.join('&')}` : '';
};
