import { IntlMessageFormat } from 'intl-messageformat';
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * ICU MessageFormat (plurals with Arabic's six forms, selects, `{name}` arguments) by FormatJS's `intl-messageformat`.
 * A parsed message is kept per language and text: parsing is the costly part and the same labels render all day.
 */
const parsed = new Map<string, IntlMessageFormat>();

export const formatIcu = (locale: string, text: string, params: MessageParams): string => {
  const cacheKey = `${locale}\u0000${text}`;
  let format = parsed.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
    parsed.set(cacheKey, format);
  }
  // A text with an argument its caller did not give keeps the `{name}` (as the catalogue did before ICU), rather
  // than failing the whole screen: the unit test of the catalogues keeps the two languages' arguments the same.
  const values: Record<string, string | number> = { ...params };
  for (const name of argumentNames(format)) if (!(name in values)) values[name] = `{${name}}`;
  const out = format.format(values);
  return typeof out === 'string' ? out : (out as unknown[]).join('');
};

/** The names of a message's arguments, those inside plural and select branches included. */
export const argumentNamesOf = (elements: readonly MessageFormatElement[]): Set<string> => {
  const names = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      if (isTagElement(element)) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return names;
};

const argumentNames = (format: IntlMessageFormat): Set<string> => argumentNamesOf(format.getAst());
