import { parse } from '@formatjs/icu-messageformat-parser';
import { argumentNamesOf } from './icu';
import { localText } from './localText';
import { switchLocale } from './locale';
import { en, registerCatalogue, t, type MessageKey } from './messages';

const keys = Object.keys(en) as MessageKey[];
/** What the catalogue did before ICU: every `{name}` replaced by its value, the rest of the text as written. */
const replaced = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

afterEach(() => switchLocale('en'));

describe('the message catalogue under ICU', () => {
  it('parses every English text as an ICU message', () => {
    const broken = keys.filter((key) => {
      try {
        parse(en[key]);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('renders every English text as it reads, its arguments filled in', () => {
    const differing = keys.flatMap((key) => {
      const params = Object.fromEntries([...argumentNamesOf(parse(en[key]))].map((n) => [n, `<${n}>`]));
      const expected = replaced(en[key], params);
      const got = t(key, params);
      return got === expected ? [] : [`${key}: ${got} ≠ ${expected}`];
    });
    expect(differing).toEqual([]);
  });

  it('keeps an argument its caller did not give as written', () => {
    expect(t('list.selected')).toBe('{count} selected');
  });

  it("speaks the chosen language's plural forms, and falls back to English for a key it lacks", () => {
    registerCatalogue('ar', {
      'list.selected':
        '{count, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}',
    });
    switchLocale('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('list.selected', { count }))).toEqual([
      'لا شيء',
      'واحد',
      'اثنان',
      '3 قليلة',
      '11 كثيرة',
      '100 أخرى',
    ]);
    expect(t('record.save')).toBe('Save');
  });
});

describe("the server's messages in the console's language", () => {
  it('shows a message of the spec by its key in the chosen language, any other text as given', () => {
    const text = en['spec.orderAction.orderChanged'];
    expect(localText(text)).toBe(text);
    registerCatalogue('ar', { 'spec.orderAction.orderChanged': 'تغيّر الطلب!' });
    switchLocale('ar');
    expect(localText(text)).toBe('تغيّر الطلب!');
    expect(localText('Ali Hassan')).toBe('Ali Hassan');
  });
});
