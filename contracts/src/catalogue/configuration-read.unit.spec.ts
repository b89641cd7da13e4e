import { money } from '../money/money.js';
import { configuredAmount, configuredText } from './configuration-read.js';
import { CONFIGURATION_MESSAGES, validateConfiguration } from './configuration.resource.js';

describe('configuration values as the code reads them (issue 34 §6)', () => {
  it("reads '-' and blank text as none, and a fee as exact money", () => {
    expect(configuredText(' Demo LLC ')).toBe('Demo LLC');
    expect(configuredText('-')).toBeNull();
    expect(configuredText(undefined)).toBeNull();
    expect(configuredAmount('75.5')).toBe(money(755_000));
    expect(configuredAmount('0.125')).toBe(money(1_250));
    expect(configuredAmount('x')).toBeNull();
  });

  it("accepts currencyDecimals only as the country's currency has them", () => {
    const decimals = (countryId: number, value: string) =>
      validateConfiguration({ countryId, category: 'billing', key: 'currencyDecimals', value });
    expect(decimals(1, '2')).toEqual([]);
    expect(decimals(2, '3')).toEqual([]);
    expect(decimals(2, '2')).toEqual([{ path: 'value', message: CONFIGURATION_MESSAGES.decimals }]);
    expect(decimals(3, '4')).toEqual([{ path: 'value', message: CONFIGURATION_MESSAGES.decimals }]);
  });
});
