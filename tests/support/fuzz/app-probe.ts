import { comparePositions, positionToString } from '@console/contracts';
import type { TestApp } from '../test-app.js';

export interface Answer {
  readonly status: number;
  readonly text: string;
}

/**
 * One HTTP call with a JSON body or a raw text body. Reads the answer as text (PDFs, event streams and parse
 * errors included); an event stream is cut after its headers, a call is given up after 20 s (status 0).
 */
export const send = async (
  url: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: { readonly json: unknown } | { readonly raw: string },
): Promise<Answer> => {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 20_000);
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      signal: abort.signal,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: 'raw' in body ? body.raw : JSON.stringify(body.json) }),
    });
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      abort.abort();
      return { status: res.status, text: '' };
    }
    return { status: res.status, text: await res.text() };
  } catch (e) {
    if (abort.signal.aborted) return { status: 0, text: 'no answer within 20 s' };
    throw e;
  } finally {
    clearTimeout(timer);
  }
};

/** The newest committed event's position, as text (equal texts: nothing was appended in between). */
export const head = async (app: TestApp): Promise<string> =>
  positionToString(await app.infra.store.committedHeadPosition());

/** What a projector's lag() tells (projections' Projector), read without importing its class. */
interface WorkerLag {
  readonly name: string;
  readonly state: string;
  readonly behind: boolean;
  readonly lastError: string | undefined;
}
interface HasLag {
  lag(): Promise<readonly WorkerLag[]>;
}
const hasLag = (x: unknown): x is HasLag => typeof (x as Partial<HasLag>).lag === 'function';

/** The projections (and the task recorder) that reported an error or stopped: `name: error`. */
export const projectionFailures = async (app: TestApp): Promise<string[]> => {
  const out: string[] = [];
  for (const p of [app.infra.readModels, app.taskRecorder]) {
    if (!hasLag(p)) continue;
    for (const l of await p.lag()) {
      if (l.lastError || l.state === 'failed' || l.state === 'retrying')
        out.push(`${l.name} (${l.state}): ${(l.lastError ?? '').split('\n')[0]!.slice(0, 200)}`);
    }
  }
  return out;
};

/**
 * What /healthz says of the projections beyond lag: a projection failure record (an event a projection could not
 * apply, issue 11) under any of the names a runner may give it.
 */
export const healthFailures = async (app: TestApp): Promise<string[]> => {
  const r = await send(app.url, 'GET', '/healthz', undefined);
  const body = JSON.parse(r.text) as {
    projections?: Record<string, unknown>[];
    projectionFailures?: unknown[];
    failures?: unknown[];
  };
  const out: string[] = [];
  for (const p of body.projections ?? []) {
    const failed =
      p['failure'] ??
      p['failed'] ??
      p['error'] ??
      p['lastError'] ??
      (p['state'] === 'stopped' || p['status'] === 'stopped' ? 'stopped' : undefined);
    if (failed) out.push(`/healthz: ${String(p['name'])} ${JSON.stringify(failed).slice(0, 200)}`);
  }
  for (const f of [...(body.projectionFailures ?? []), ...(body.failures ?? [])])
    out.push(`/healthz: ${JSON.stringify(f).slice(0, 200)}`);
  return out;
};

/**
 * Waits until the read models and the task recorder hold every committed event (the app is then quiet: nothing
 * more will be appended by itself). False after `timeoutMs`.
 */
export const quiet = async (app: TestApp, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  for (let at = await app.infra.store.committedHeadPosition(); ;) {
    if (!(await app.infra.readModels.waitFor(at, left()))) return false;
    if (!(await app.taskRecorder.waitFor(at, left()))) return false;
    const now = await app.infra.store.committedHeadPosition();
    if (comparePositions(now, at) === 0) return true;
    at = now;
  }
};

/** Waits for the relay to have published every event; false when it is still behind after `timeoutMs`. */
export const relayCaughtUp = async (app: TestApp, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lag = await app.infra.relayLag();
    if (!lag || !lag.behind) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
};
