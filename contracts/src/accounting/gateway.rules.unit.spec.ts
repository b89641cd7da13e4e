import {
  fromGatewayDecimal,
  gatewayDialogAmountValid,
  paymentLinkPath,
  providerOfCountry,
  toGatewayDecimal,
  toGatewayMinorUnits,
  typedGatewayAmount,
  validateGatewayAmount,
} from './gateway.rules.js';

describe('card gateway rules', () => {
  it('tap for country 2, payfort otherwise (spec 3 §7)', () => {
    expect([1, 2, 3].map(providerOfCountry)).toEqual(['payfort', 'tap', 'payfort']);
  });

  it('gateway amounts are exact: fils (2 places) for AED, 3 places for KWD', () => {
    expect(toGatewayMinorUnits(1_234_500, 'AED')).toBe(12_345);
    expect(toGatewayMinorUnits(1_234_510, 'AED')).toBeUndefined();
    expect(toGatewayMinorUnits(12_340, 'KWD')).toBe(1_234);
    expect(toGatewayDecimal(12_500, 'KWD')).toBe('1.250');
    expect(toGatewayDecimal(500, 'AED')).toBe('0.05');
    expect(fromGatewayDecimal('1.250', 'KWD')).toBe(12_500);
    expect(fromGatewayDecimal(0.05, 'AED')).toBe(500);
    expect(fromGatewayDecimal('1.2345', 'KWD')).toBeUndefined();
  });

  it('the dialogs: confirm only for an amount above 0 (spec 3 §5)', () => {
    expect(gatewayDialogAmountValid('')).toBe(false);
    expect(gatewayDialogAmountValid('0')).toBe(false);
    expect(gatewayDialogAmountValid('-3')).toBe(false);
    expect(gatewayDialogAmountValid('abc')).toBe(false);
    expect(typedGatewayAmount('12.5')).toBe(125_000);
    expect(validateGatewayAmount(0, 'AED')).toEqual([{ path: 'amount', message: 'Amount must be a positive number' }]);
    expect(validateGatewayAmount(1, 'AED')[0]?.message).toBe('Amount has more decimals than the currency allows');
  });

  it('the payment-link path of spec 3 §9', () => {
    expect(paymentLinkPath('tap', 12, 50_000, 2)).toBe(
      '/payment/tap/12/50000?countryId=2&urlConstructionSource=adminCustomerScreen',
    );
  });
});
