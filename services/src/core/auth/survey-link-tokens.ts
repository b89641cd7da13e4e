import crypto from 'node:crypto';

/** How long a survey link holds (the spec is silent: two weeks, docs/decisions.md). */
export const SURVEY_LINK_DAYS = 14;

const keyOf = (jwtSecret: string) => crypto.createHmac('sha256', jwtSecret).update('survey-links').digest();

const mac = (jwtSecret: string, payload: string) =>
  crypto.createHmac('sha256', keyOf(jwtSecret)).update(payload).digest('base64url').slice(0, 32);

/**
 * The token of a survey's public page: its id and expiry, signed (the customer signs in nowhere). Shared by sales
 * (Copy link, the public page) and the notifier (the exit survey's mail writes the link for the mail only).
 */
export const surveyToken = (jwtSecret: string, surveyId: number, expiresAt: Date): string => {
  const payload = `${surveyId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(jwtSecret, payload)}`;
};

export type SurveyTokenVerdict =
  { readonly kind: 'valid'; readonly surveyId: number } | { readonly kind: 'expired' } | { readonly kind: 'invalid' };

export const readSurveyToken = (jwtSecret: string, token: string, now: Date): SurveyTokenVerdict => {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return { kind: 'invalid' };
  const expected = mac(jwtSecret, `${m[1]}.${m[2]}`);
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(m[3]!))) return { kind: 'invalid' };
  if (Number(m[2]) * 1000 < now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', surveyId: Number(m[1]) };
};

/** A survey's public link from `now` for SURVEY_LINK_DAYS: `<base>/survey/<token>`, and when it expires. */
export const surveyLinkOf = (
  jwtSecret: string,
  baseUrl: string,
  surveyId: number,
  now: Date,
): { readonly url: string; readonly expiresAt: Date } => {
  const expiresAt = new Date(now.getTime() + SURVEY_LINK_DAYS * 86_400_000);
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/survey/${surveyToken(jwtSecret, surveyId, expiresAt)}`,
    expiresAt,
  };
};
