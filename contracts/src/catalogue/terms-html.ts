import sanitizeHtml from 'sanitize-html';

/**
 * The tags a terms text may keep: what the console's editor writes (headings, paragraphs, lists, emphasis, links,
 * quotes). Anything else, scripts and event handlers first, is dropped by sanitize-html on the server.
 */
const TERMS_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a'];

/** A terms text as it may be stored and shown: the editor's formatting only, links to http(s) and mailto only. */
export const sanitizeTermsHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...TERMS_TAGS, 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();

/** One block of a terms text, as a document that is not HTML draws it (the quote PDF). */
export interface TermsBlock {
  readonly kind: 'heading' | 'paragraph' | 'item';
  /** The list marker of an item ('•', or '3.' in a numbered list); '' for the others. */
  readonly marker: string;
  readonly text: string;
}

const BLOCK_OF: Readonly<Record<string, TermsBlock['kind']>> = {
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  p: 'paragraph',
  blockquote: 'paragraph',
  li: 'item',
};
const STRUCTURE = [...Object.keys(BLOCK_OF), 'ul', 'ol', 'br'];

/**
 * The text of a structure-only HTML as sanitize-html writes it: it escapes only these, after decoding every entity
 * of the input.
 */
const unescape = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The content blocks of a terms text (spec 3 §3 `content`): its headings, paragraphs and list items in order, each
 * as plain text with its whitespace collapsed, empty ones left out. A paragraph inside a list item is the item's
 * text; text outside any block is a paragraph of its own. sanitize-html first reduces the text to its structure
 * (block tags without attributes, well formed, escaped), which a tokenizer of those tags then reads: the one HTML
 * parser is sanitize-html's (a second one would be bundled into the console twice over, as ESM and CommonJS).
 */
export const termsBlocksOf = (html: string): TermsBlock[] => {
  const structure = sanitizeHtml(html, { allowedTags: STRUCTURE, allowedAttributes: {} });
  const blocks: TermsBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let open: { kind: TermsBlock['kind']; marker: string; depth: number } | null = null;
  let depth = 0;
  let text = '';
  const flush = () => {
    const shown = unescape(text).replace(/\s+/g, ' ').trim();
    if (shown !== '') blocks.push({ kind: open?.kind ?? 'paragraph', marker: open?.marker ?? '', text: shown });
    text = '';
  };
  for (const [token, closing, name] of structure.matchAll(/<(\/?)([a-z0-9]+)\s*\/?>|[^<]+/g)) {
    if (name === undefined) {
      text += token;
    } else if (name === 'br') {
      text += ' ';
    } else if (closing === '') {
      depth += 1;
      if (name === 'ul' || name === 'ol') {
        flush();
        lists.push({ ordered: name === 'ol', count: 0 });
        continue;
      }
      const kind = BLOCK_OF[name];
      if (kind === undefined || (open?.kind === 'item' && kind !== 'item')) continue;
      flush();
      const list = lists.at(-1);
      const marker = kind !== 'item' ? '' : list?.ordered ? `${(list.count += 1)}.` : '•';
      open = { kind, marker, depth };
    } else {
      if (name === 'ul' || name === 'ol') {
        flush();
        lists.pop();
      } else if (open !== null && open.depth === depth) {
        flush();
        open = null;
      }
      depth -= 1;
    }
  }
  flush();
  return blocks;
};
