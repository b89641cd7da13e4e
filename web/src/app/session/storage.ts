import type { Locale } from '../i18n/locale';
/**
 * What the browser keeps of the signed-in user (spec 1 §6, §7.1): the token, the user id, countryId and the
 * permission list, plus name and roles for the shell. Read once at start-up; written only by the session saga.
 */
export interface StoredSession {
  readonly token: string;
  readonly userId: number;
  readonly countryId: number;
  readonly permissions: readonly string[];
  readonly roles: readonly string[];
  readonly name: string;
  readonly email: string;
  readonly partnerId: number;
  /** The console's language, the user record's `language` (spec 3 §2), so a reload starts in it. */
  readonly language: Locale;
}

export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  countryId: 'countryId',
  permissions: 'permissions',
  user: 'user',
} as const;

const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const readStoredSession = (): StoredSession | null => {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userId = Number(localStorage.getItem(STORAGE_KEYS.userId));
  if (!token || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const user = parse<{ name?: string; email?: string; roles?: string[]; partnerId?: number; language?: string }>(
    localStorage.getItem(STORAGE_KEYS.user),
    {},
  );
  return {
    token,
    userId,
    countryId: Number(localStorage.getItem(STORAGE_KEYS.countryId)) || 1,
    permissions: parse<string[]>(localStorage.getItem(STORAGE_KEYS.permissions), []),
    roles: user.roles ?? [],
    name: user.name ?? '',
    email: user.email ?? '',
    partnerId: user.partnerId ?? 1,
    language: user.language === 'ar' ? 'ar' : 'en',
  };
};

export const writeStoredSession = (s: StoredSession): void => {
  localStorage.setItem(STORAGE_KEYS.token, s.token);
  localStorage.setItem(STORAGE_KEYS.userId, String(s.userId));
  localStorage.setItem(STORAGE_KEYS.countryId, String(s.countryId));
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(s.permissions));
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ name: s.name, email: s.email, roles: s.roles, partnerId: s.partnerId, language: s.language }),
  );
};

export const clearStoredSession = (): void => {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
};

export const storedToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
