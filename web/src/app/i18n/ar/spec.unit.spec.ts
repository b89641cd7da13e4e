import { parse } from '@formatjs/icu-messageformat-parser';
import { en, type MessageKey } from '../messages';
import { arSpec } from './spec';

describe("the server's messages in Arabic", () => {
  const specKeys = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('spec.'));

  it('words every server message of contracts, each an ICU message in Arabic script', () => {
    expect(specKeys.length).toBeGreaterThan(250);
    expect(specKeys.filter((key) => arSpec[key] === undefined)).toEqual([]);
    for (const key of specKeys) {
      const text = arSpec[key]!;
      expect(() => parse(text)).not.toThrow();
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('holds no key the English catalogue lacks', () => {
    expect(Object.keys(arSpec).filter((key) => !(key in en))).toEqual([]);
  });
});
