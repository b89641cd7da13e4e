import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPluralElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ar, enumLabelsAr } from './ar';
import { enumLabels } from './enumLabels';
import { enumChoices, enumLabel, paymentModeLabel, registerEnumLabels, statusLabel } from './enumText';
import { argumentNamesOf } from './icu';
import { loadLocale } from './loadLocale';
import { currentLocale } from './locale';
import { en, english, say, t, type MessageKey } from './messages';

const keys = Object.keys(en) as MessageKey[];
const arabic: Readonly<Record<string, string | undefined>> = ar;
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const COUNTS = [0, 1, 2, 3, 11, 100];

/** The messages that count something: Arabic says each count in its own form (issue 36 §1). */
const COUNTING: readonly MessageKey[] = [
  'list.typeMore',
  'list.selected',
  'list.confirmBulk',
  'notification.deleted',
  'comments.more',
  'requests.calendarTruncated',
  'requests.orderStoragesMade',
  'storages.putAwayTitle',
  'storages.putAwayDone',
  'storages.putAwayRefused',
  'requests.fromStorages',
  'demoData.loading',
];

const pluralsOf = (elements: readonly MessageFormatElement[]) => elements.filter(isPluralElement);
/** A text's ICU elements; a missing or broken text has none (the tests above name it). */
const astOf = (text: string | undefined): MessageFormatElement[] => {
  try {
    return parse(text ?? '');
  } catch {
    return [];
  }
};

afterAll(() => loadLocale('en'));

describe('the Arabic catalogue covers the English one (issue 36 §1)', () => {
  it('has an Arabic text for every English key, and no key English lacks', () => {
    expect(keys.length).toBeGreaterThan(800);
    expect(keys.filter((key) => (arabic[key] ?? '').trim() === '')).toEqual([]);
    expect(Object.keys(ar).filter((key) => !Object.hasOwn(en, key))).toEqual([]);
  });

  it('parses every Arabic text as ICU, with the English text’s arguments exactly', () => {
    const differing = keys.flatMap((key) => {
      let names: Set<string>;
      try {
        names = argumentNamesOf(parse(arabic[key] ?? ''));
      } catch (e) {
        return [`${key}: ${String(e)}`];
      }
      const english = [...argumentNamesOf(parse(en[key]))].sort();
      return JSON.stringify([...names].sort()) === JSON.stringify(english) ? [] : [`${key}: ${[...names].join(', ')}`];
    });
    expect(differing).toEqual([]);
  });

  it('writes in Arabic: a text without an Arabic letter is a symbol, a code or a brand Arabic screens keep', () => {
    const kept = new Set(['CBM', 'ECI', 'Google', 'YouTube', 'Instagram', 'Facebook', 'B2C', 'B2B', 'id']);
    // A language's own name stays in its own script in every catalogue (the switch to English reads 'English').
    const ownNames = new Set<string>(['language.english']);
    const english = keys.filter((key) => {
      if (ownNames.has(key)) return false;
      const text = arabic[key] ?? '';
      if (ARABIC_LETTER.test(text)) return false;
      const words = text.replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
      return words.some((w) => !kept.has(w));
    });
    expect(english).toEqual([]);
  });

  it('counts in plurals with all six of Arabic’s forms', () => {
    const incomplete = keys.flatMap((key) =>
      pluralsOf(astOf(arabic[key])).flatMap((p) => {
        const missing = FORMS.filter((f) => !Object.hasOwn(p.options, f));
        return missing.length ? [`${key}: ${missing.join(',')}`] : [];
      }),
    );
    expect(incomplete).toEqual([]);
    expect(COUNTING.filter((key) => pluralsOf(astOf(arabic[key])).length === 0)).toEqual([]);
  });
});

describe('the console in Arabic after loadLocale (issue 36 §1)', () => {
  beforeAll(() => loadLocale('ar'));

  it('says a count in its form for 0, 1, 2, 3, 11 and 100', () => {
    expect(COUNTS.map((count) => t('list.selected', { count }))).toEqual([
      'لم يُحدَّد أي عنصر',
      'تم تحديد عنصر واحد',
      'تم تحديد عنصرين',
      'تم تحديد 3 عناصر',
      'تم تحديد 11 عنصرًا',
      'تم تحديد 100 عنصر',
    ]);
    expect(COUNTS.map((count) => t('list.confirmBulk', { action: 'حذف', count }))).toEqual([
      'حذف 0 عنصر؟',
      'حذف عنصر واحد؟',
      'حذف عنصرين؟',
      'حذف 3 عناصر؟',
      'حذف 11 عنصرًا؟',
      'حذف 100 عنصر؟',
    ]);
    expect(t('storages.putAwayDone', { checkedIn: 2 })).toBe('أُودعت وحدتا تخزين');
    expect(t('comments.more', { shown: 10, total: 25 })).toBe('أول 10 من أصل 25 تعليقًا');
  });

  it.each(keys.filter((key) => pluralsOf(astOf(arabic[key])).length > 0))(
    '%s renders each count in its own words, the figure where Arabic writes one',
    (key) => {
      const ast = astOf(arabic[key]);
      const counted = pluralsOf(ast).map((p) => p.value);
      const others = [...argumentNamesOf(ast)].filter((n) => !counted.includes(n));
      const rendered = COUNTS.map((n) =>
        t(key, {
          ...Object.fromEntries(others.map((o) => [o, `‹${o}›`])),
          ...Object.fromEntries(counted.map((c) => [c, n])),
        }),
      );
      expect(new Set(rendered).size).toBe(COUNTS.length);
      for (const [i, text] of rendered.entries()) {
        expect(text).toMatch(ARABIC_LETTER);
        expect(text).not.toMatch(/[{}#]/);
        if (COUNTS[i] >= 3) expect(text).toContain(String(COUNTS[i]));
      }
    },
  );

  it('speaks Arabic after loadLocale("ar") and English again after loadLocale("en")', async () => {
    expect(currentLocale()).toBe('ar');
    expect(t('record.save')).toBe('حفظ');
    expect(t('dashboard.welcome', { name: 'Fatima' })).toBe('مرحبًا، Fatima');
    expect(t('history.field.warehouseId')).toBe('المستودع');
    await loadLocale('en');
    expect(currentLocale()).toBe('en');
    expect(t('record.save')).toBe('Save');
    expect(t('list.selected', { count: 3 })).toBe('3 selected');
    expect(enumLabel('RequestType', 'pickup')).toBe('Pickup');
    await loadLocale('ar');
    expect(t('record.save')).toBe('حفظ');
  });
});

describe('the Arabic words of the enumerations (issue 36 §1)', () => {
  beforeAll(() => loadLocale('ar'));

  it('has an Arabic word for every value of every enumeration, and none English lacks', () => {
    const words = enumLabelsAr as Readonly<Record<string, Readonly<Record<string, string>>>>;
    const missing = Object.entries(enumLabels).flatMap(([name, table]) =>
      Object.keys(table)
        .filter((value) => (words[name]?.[value] ?? '').trim() === '')
        .map((value) => `${name}.${value}`),
    );
    expect(missing).toEqual([]);
    const extra = Object.entries(words).flatMap(([name, table]) =>
      Object.keys(table)
        .filter((v) => !Object.hasOwn((enumLabels as Record<string, object>)[name] ?? {}, v))
        .map((v) => `${name}.${v}`),
    );
    expect(extra).toEqual([]);
  });

  it('reads the words in Arabic through enumText once Arabic is loaded', () => {
    expect(statusLabel('order', 'quote_sent')).toBe('تم إرسال عرض السعر');
    expect(enumLabel('RequestType', 'pickup')).toBe('استلام');
    expect(paymentModeLabel('bank_transfer')).toBe('تحويل بنكي');
    expect(enumChoices('PaymentMode')).toEqual([
      { id: 'cash', name: 'نقدًا' },
      { id: 'card', name: 'بطاقة' },
      { id: 'cheque', name: 'شيك' },
    ]);
    expect(enumLabel('TaskType', 'SOME_NEW_TYPE')).toBe('SOME_NEW_TYPE');
  });

  it('re-words choices made before the switch, as module constants are', async () => {
    await loadLocale('en');
    const choices = enumChoices('PaymentMode');
    const labels = [say('menu.link.requests'), english('menu.link.requests')];
    expect(choices[0].name).toBe('Cash');
    await loadLocale('ar');
    expect(choices[0].name).toBe('نقدًا');
    expect([say('menu.link.requests'), english('menu.link.requests')]).toEqual(['الطلبات', 'Requests']);
    expect(labels).toEqual(['Requests', 'Requests']);
    expect(say('A text that is no key')).toBe('A text that is no key');
  });

  it('falls back to English for a value the Arabic table lacks', async () => {
    registerEnumLabels('ar', { PaymentMode: { cash: 'نقدًا' } });
    try {
      expect(enumLabel('PaymentMode', 'cash')).toBe('نقدًا');
      expect(enumLabel('PaymentMode', 'card')).toBe('Card');
      expect(enumLabel('RequestType', 'pickup')).toBe('Pickup');
    } finally {
      await loadLocale('ar');
    }
    expect(enumLabel('PaymentMode', 'card')).toBe('بطاقة');
  });
});

describe('Arabic is its own chunk (issue 36 budget)', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const arDir = join(here, 'ar');
  const webSrc = resolve(here, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
    );

  it('is imported statically by no module of the console outside the catalogue itself', () => {
    const importers = sources(webSrc)
      .filter((file) => !file.startsWith(arDir + '/') && !/\.spec\.tsx?$/.test(file))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g)].some((m) => {
          const target = resolve(dirname(file), m[1]);
          return target === arDir || target.startsWith(arDir + '/');
        }),
      );
    expect(importers).toEqual([]);
    expect(readFileSync(join(here, 'loadLocale.ts'), 'utf8')).toMatch(/import\(['"]\.\/ar['"]\)/);
  });
});
