/** Pages a gateway flow shows a browser: the self-posting form gateways use to send it on with signed fields. */

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that posts `fields` to `action` by itself: how gateways send a browser back with signed fields. */
export const autoPostPage = (action: string, fields: Readonly<Record<string, string>>, nonce?: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title></head>` +
  `<body><form method="post" action="${escapeHtml(action)}">` +
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('') +
  `<button type="submit">Continue</button></form>` +
  `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>document.forms[0].submit()</script></body></html>`;
