import { EXIT_SURVEY_TASK, type SignInLinkPurpose, type TaskType } from '@console/contracts';
import type { SignInLinkTokens } from '../../core/auth/sign-in-link-tokens.js';

/** The task types whose mail carries a sign-in link (issue 34 §2), and the link's purpose. */
const PURPOSE_OF: Partial<Readonly<Record<TaskType, SignInLinkPurpose>>> = Object.freeze({
  SEND_RESET_PASSWORD_MAIL: 'reset',
  SEND_MAGIC_LINK_MAIL: 'magic',
});

/** What the communication record shows in place of the link: the mail alone carries it. */
export const WITHHELD_LINK = '(link withheld)';

/**
 * How the notifier writes a link: the tokens' key, the console's address (known once it listens), and a survey's
 * public link (the exit survey's mail, issue 33 §6: signed and expiring, survey-link-tokens.ts).
 */
export interface SignInLinkWriter {
  readonly tokens: SignInLinkTokens;
  baseUrl: string | undefined;
  readonly surveyLinkOf?: (baseUrl: string, surveyId: number) => string;
}

export type SignInLinkOfTask =
  | { readonly kind: 'none' }
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'unsendable'; readonly reason: string };

/**
 * The link a task's mail carries, derived again from the link's or the survey's id (the task holds no secret), for
 * the mail only:
 * the record, the task's events and its logs get WITHHELD_LINK, and the mail is not tracked (a tracked link would
 * carry the token through the click address).
 */
export const signInLinkOfTask = (
  type: TaskType,
  data: Readonly<Record<string, unknown>>,
  writer: SignInLinkWriter | undefined,
): SignInLinkOfTask => {
  if (type === EXIT_SURVEY_TASK) {
    const surveyId = data['surveyId'];
    if (typeof surveyId !== 'number' || !Number.isSafeInteger(surveyId))
      return { kind: 'unsendable', reason: 'The task names no survey' };
    if (!writer?.baseUrl || !writer.surveyLinkOf)
      return { kind: 'unsendable', reason: 'The console address is not known yet' };
    return { kind: 'link', url: writer.surveyLinkOf(writer.baseUrl, surveyId) };
  }
  const purpose = PURPOSE_OF[type];
  if (!purpose) return { kind: 'none' };
  const id = data['linkId'];
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { kind: 'unsendable', reason: 'The task names no link' };
  if (!writer?.baseUrl) return { kind: 'unsendable', reason: 'The console address is not known yet' };
  return { kind: 'link', url: writer.tokens.linkOf(writer.baseUrl, purpose, id) };
};
