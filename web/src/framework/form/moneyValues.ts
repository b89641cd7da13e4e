import { isLeft } from 'fp-ts/lib/Either.js';
import { MONEY_MESSAGES, parseMoney, type FieldError } from '@console/contracts';
import { textOf } from '../fields/text';
import type { FormFieldDef, FormValues } from './types';

/**
 * Money fields: text in major units → 1/10000 (contracts' parseMoney: exact, with its messages; a text that is no
 * number gets the field's own message where the spec names one). An empty field is null, for the form's rules.
 */
export const withMoney = (
  vals: FormValues,
  fields: readonly FormFieldDef[],
): { values: FormValues; errors: FieldError[] } => {
  const out: FormValues = { ...vals };
  const errs: FieldError[] = [];
  for (const f of fields) {
    if (f.kind !== 'money') continue;
    const typed = vals[f.name];
    if (typed === null || typed === undefined || textOf(typed).trim() === '') {
      out[f.name] = null;
      continue;
    }
    const parsed = parseMoney(textOf(typed));
    if (isLeft(parsed)) {
      const message = parsed.left === MONEY_MESSAGES.notANumber ? (f.notANumber ?? parsed.left) : parsed.left;
      errs.push({ path: f.name, message });
    } else out[f.name] = parsed.right;
  }
  return { values: out, errors: errs };
};
