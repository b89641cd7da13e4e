import Handlebars from 'handlebars';
import sanitizeHtml from 'sanitize-html';

type HbsNode = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The outcome of reading a template: the variables it names, or why it does not parse. */
export type TemplateVariablesResult =
  { readonly ok: true; readonly variables: readonly string[] } | { readonly ok: false; readonly error: string };

const isNode = (v: unknown): v is HbsNode => typeof v === 'object' && v !== null && 'type' in v;

/** The variables a parsed template reads: every path head that is not `this` or an `@data` name. */
const walk = (node: unknown, out: Set<string>): void => {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, out);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'PathExpression') {
    const head = (node['parts'] as readonly string[] | undefined)?.[0];
    if (node['data'] !== true && head !== undefined && node['original'] !== 'this') out.add(head);
    return;
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'loc') walk(value, out);
};

/** Block helpers' names are not variables ({{#if x}} reads x, not if). */
const HELPERS = new Set(['if', 'unless', 'each', 'with', 'lookup', 'log']);

/**
 * The variables a Handlebars template names (`{{name}}`, `{{#if paid}}`), by Handlebars' own parser, so what the
 * server checks on save is what the notifier renders (issue 33: a logic-less engine, never string replace).
 */
export const templateVariablesOf = (template: string): TemplateVariablesResult => {
  try {
    const out = new Set<string>();
    const ast = Handlebars.parse(template) as unknown as HbsNode;
    walk(ast, out);
    return { ok: true, variables: [...out].filter((v) => !HELPERS.has(v)) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e) };
  }
};

/** Renders a template with the given values (HTML-escaped, as every notifier mail). */
export const renderTemplate = (template: string, values: Readonly<Record<string, unknown>>): string =>
  Handlebars.compile(template)(values);

/**
 * A template body as it may be stored: scripts, event handlers and javascript: links removed (sanitize-html), the
 * mail layout kept (tables, styles, images). Handlebars' `{{…}}` is text to the sanitizer and stays.
 */
export const sanitizeTemplateHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'style', 'center', 'font', 'span'],
    allowedAttributes: {
      '*': ['style', 'class', 'align', 'width', 'height', 'bgcolor', 'dir', 'color'],
      a: ['href', 'name', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'valign'],
      table: ['cellpadding', 'cellspacing', 'border'],
    },
    allowVulnerableTags: true,
  });
