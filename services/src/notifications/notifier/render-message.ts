import Handlebars from 'handlebars';
import type { MessageTemplate } from './message-template.js';

export type RenderedMessage =
  | { readonly ok: true; readonly subject: string; readonly body: string }
  | { readonly ok: false; readonly error: string };

/**
 * A template's subject and body with the message's variables (Handlebars, logic-less; issue 33). The body's values
 * are HTML-escaped; the subject is plain text, so it is not. A template that fails to render (one saved before the
 * save checks, a helper it names that does not exist) is an error to record, never a crash of the notifier.
 */
export const renderMessage = (
  template: Pick<MessageTemplate, 'subject' | 'body'>,
  variables: Readonly<Record<string, unknown>>,
): RenderedMessage => {
  try {
    const subject = Handlebars.compile(template.subject, { noEscape: true })(variables).replace(/\s+/g, ' ').trim();
    const body = Handlebars.compile(template.body)(variables);
    return { ok: true, subject, body };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e) };
  }
};
