/**
 * Phone numbers as each country writes its mobiles (ARCHITECTURE §8: countries 1 UAE, 2 Kuwait, 3 KSA): +971 5X XXX
 * XXXX, +965 and eight digits starting 5, 6 or 9, +966 5X XXX XXXX. `n` makes the number (distinct n, distinct
 * numbers within a country), so the demo data is the same on every machine.
 */
export const DEMO_DIALLING_CODES: Readonly<Record<number, string>> = Object.freeze({ 1: '+971', 2: '+965', 3: '+966' });

const UAE_PREFIXES = ['50', '52', '54', '55', '56', '58'] as const;
const KUWAIT_PREFIXES = ['5', '6', '9'] as const;
const KSA_PREFIXES = ['50', '53', '54', '55', '56', '59'] as const;

const digits = (n: number, width: number) => String(Math.abs(Math.trunc(n)) % 10 ** width).padStart(width, '0');

export const demoPhone = (countryId: number, n: number): string => {
  const i = Math.abs(Math.trunc(n));
  switch (countryId) {
    case 2:
      return `+965${KUWAIT_PREFIXES[i % KUWAIT_PREFIXES.length]!}${digits(1_000_003 + i * 7, 7)}`;
    case 3:
      return `+966${KSA_PREFIXES[i % KSA_PREFIXES.length]!}${digits(1_000_003 + i * 7, 7)}`;
    default:
      return `+971${UAE_PREFIXES[i % UAE_PREFIXES.length]!}${digits(1_000_003 + i * 7, 7)}`;
  }
};

/** The country a phone number is of, by its dialling code (undefined for another country's). */
export const countryOfPhone = (phone: string): number | undefined => {
  for (const [id, code] of Object.entries(DEMO_DIALLING_CODES)) if (phone.startsWith(code)) return Number(id);
  return undefined;
};
