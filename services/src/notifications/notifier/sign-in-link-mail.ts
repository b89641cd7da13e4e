import type { SignInLinkPurpose, TaskType } from '@console/contracts';
import type { SignInLinkTokens } from '../../core/auth/sign-in-link-tokens.js';

/** The task types whose mail carries a sign-in link (issue 34 §2), and the link's purpose. */
const PURPOSE_OF: Partial<Readonly<Record<TaskType, SignInLinkPurpose>>> = Object.freeze({
  SEND_RESET_PASSWORD_MAIL: 'reset',
  SEND_MAGIC_LINK_MAIL: 'magic',
});

/** What the communication record shows in place of the link: the mail alone carries it. */
export const WITHHELD_LINK = '(link withheld)';

/** How the notifier writes a link: the tokens' key, and the console's address (known once it listens). */
export interface SignInLinkWriter {
  readonly tokens: SignInLinkTokens;
  baseUrl: string | undefined;
}

export type SignInLinkOfTask =
  | { readonly kind: 'none' }
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'unsendable'; readonly reason: string };

/**
 * The link a task's mail carries, derived again from the link's id (the task holds no secret), for the mail only:
 * the record, the task's events and its logs get WITHHELD_LINK, and the mail is not tracked (a tracked link would
 * carry the token through the click address).
 */
export const signInLinkOfTask = (
  type: TaskType,
  data: Readonly<Record<string, unknown>>,
  writer: SignInLinkWriter | undefined,
): SignInLinkOfTask => {
  const purpose = PURPOSE_OF[type];
  if (!purpose) return { kind: 'none' };
  const id = data['linkId'];
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { kind: 'unsendable', reason: 'The task names no link' };
  if (!writer?.baseUrl) return { kind: 'unsendable', reason: 'The console address is not known yet' };
  return { kind: 'link', url: writer.tokens.linkOf(writer.baseUrl, purpose, id) };
};
