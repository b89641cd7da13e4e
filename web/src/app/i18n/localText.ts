import { specMessageKey } from '@console/contracts';
import { currentLocale } from './locale';
import { t } from './messages';

/**
 * A text the server or a contracts rule gave (a refusal, a field's failure) in the console's language: found by its
 * English text among the spec's messages (`SPEC_MESSAGES`, each under a stable key) and shown by the catalogue's
 * `spec.<key>`. A text no table names (a name, a record's own words) shows as given.
 */
export const localText = (text: string): string => {
  if (currentLocale() === 'en') return text;
  const key = specMessageKey(text);
  return key === undefined ? text : t(`spec.${key}`);
};
