/**
 * The bench's timer inside the page, installed before the console's own scripts in every document
 * (`context.addInitScript`). Times are the page's `performance.now()`: milliseconds since the navigation started
 * for a page load, so a load is timed from the very start and an action from its own input event, with no
 * round trip to the bench process in either figure.
 *
 * - `marks`: the first moment, in this document, that each of these held: the sign-in form on screen
 *   (`signInForm`), a list with rows of its current query
 *   (`listRows`), a History tab with its revisions (`historyRows`), an analytics page's metric table and graph
 *   (`analyticsShown`). Each mark has `dom` (the DOM mutation that made
 *   it true), `frame` (after the next animation frame: the rows painted) and `js` (the JavaScript files fully loaded
 *   by then, from the page's resource timing) and `api` (the API calls made by then).
 * - `arm(kind, test)`: the next trusted `click` (kind `click`) or Enter `keydown` (`enter`), or the last `keydown`
 *   (`type`), starts a clock that stops when `test()` holds; `result()` waits for it and answers `{ start, dom, frame, api }`, `api` being
 *   the API calls started since the input (name, start, end).
 *
 * Written as JavaScript text: the bench is compiled without the DOM library, and this runs in the browser only.
 */
export const PROBE_SCRIPT = String.raw`
(() => {
  if (window.__bench) return;
  // Many actions on one page: keep every resource entry (the default buffer stops at 250).
  performance.setResourceTimingBufferSize(100000);
  const jsFiles = () =>
    performance.getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname + new URL(e.name).search))
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, transferSize: e.transferSize, encodedBodySize: e.encodedBodySize, decodedBodySize: e.decodedBodySize }));
  const apiCalls = (since) =>
    performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= since - 1 && /\/(api|authentication)\//.test(new URL(e.name).pathname + '/') && !/\/api\/v1\/live/.test(e.name))
      .map((e) => ({ name: new URL(e.name).pathname + new URL(e.name).search, start: e.startTime, end: e.responseEnd }));
  const shown = (el) => el !== null && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0;
  const LOAD_TESTS = {
    signInForm: () => shown(document.querySelector('input[name="username"]')) && shown(document.querySelector('input[name="password"]')) && shown(document.querySelector('form button[type="submit"]')),
    listRows: () => document.querySelector('[data-testid="resource-list"][data-list-status="ready"] [role="row"][data-id]') !== null,
    historyRows: () => document.querySelector('[data-testid="history-panel"][data-list-status="ready"] [data-testid="history-revision"]') !== null,
    analyticsShown: () => shown(document.querySelector('[data-testid="metric-table"] tbody tr')) && shown(document.querySelector('[data-testid="metric-graph"] svg')),
  };
  const marks = {};
  const waiters = [];
  const afterFrame = (f) => requestAnimationFrame(() => setTimeout(f, 0));
  const check = () => {
    for (const [name, test] of Object.entries(LOAD_TESTS)) {
      if (marks[name] || !test()) continue;
      const mark = { dom: performance.now(), frame: undefined, js: jsFiles(), api: apiCalls(0) };
      marks[name] = mark;
      afterFrame(() => { mark.frame = performance.now(); });
    }
    for (let i = waiters.length - 1; i >= 0; i--) {
      const w = waiters[i];
      if (w.start === undefined) continue;
      let ok = false;
      try { ok = w.test(); } catch (e) { ok = false; }
      if (!ok) continue;
      waiters.splice(i, 1);
      w.stop();
      const dom = performance.now();
      afterFrame(() => w.resolve({ start: w.start, dom, frame: performance.now(), api: apiCalls(w.start) }));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let pending;
  window.__bench = {
    marks,
    arm(kind, test) {
      const w = { test, start: undefined, resolve: undefined, stop: undefined };
      pending = new Promise((resolve) => { w.resolve = resolve; });
      const type = kind === 'click' ? 'click' : 'keydown';
      const listener = (event) => {
        if (!event.isTrusted || (kind === 'enter' && event.key !== 'Enter')) return;
        w.start = event.timeStamp > 0 ? Math.min(event.timeStamp, performance.now()) : performance.now();
        // 'type' times from the last key pressed; the others from their one input.
        if (kind !== 'type') window.removeEventListener(type, listener, true);
        // Clocks stop on DOM mutations; a test already true (nothing to wait for) stops it at once.
        queueMicrotask(check);
      };
      w.stop = () => window.removeEventListener(type, listener, true);
      window.addEventListener(type, listener, true);
      waiters.push(w);
    },
    result() { return pending; },
  };
})();
`;

/** A JavaScript file loaded before a mark, as the page's resource timing saw it (transferSize 0: from the cache). */
export interface LoadedScript {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly transferSize: number;
  readonly encodedBodySize: number;
  readonly decodedBodySize: number;
}

export interface LoadMark {
  readonly dom: number;
  readonly frame: number | undefined;
  readonly js: readonly LoadedScript[];
  readonly api: readonly ApiCall[];
}

export interface ApiCall {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** What `arm` + `result` answer: the input's time, when the test held, the next frame, the API calls made. */
export interface ActionTiming {
  readonly start: number;
  readonly dom: number;
  readonly frame: number;
  readonly api: readonly ApiCall[];
}
