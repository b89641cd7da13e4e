import { ORDER_ACTION_MESSAGES } from './sales/order.lifecycle.js';
import { PAYMENT_MESSAGES } from './accounting/payment.rules.js';
import { SPEC_MESSAGES, specMessageKey, type SpecMessageKey } from './spec-messages.js';

describe('the server messages under stable keys', () => {
  const entries = Object.entries(SPEC_MESSAGES) as [SpecMessageKey, string][];

  it('names every message table by area and name, each text a non-empty string', () => {
    expect(entries.length).toBeGreaterThan(250);
    for (const [key, text] of entries) {
      expect(key).toMatch(/^[a-zA-Z]+\.[a-zA-Z0-9]+$/);
      expect(typeof text === 'string' && text.length > 0).toBe(true);
    }
  });

  it('finds a message key by its English text, the same text always under the same key', () => {
    for (const [, text] of entries) expect(SPEC_MESSAGES[specMessageKey(text)!]).toBe(text);
    expect(specMessageKey(ORDER_ACTION_MESSAGES.orderChanged)).toBe('orderAction.orderChanged');
    expect(specMessageKey(PAYMENT_MESSAGES.gatewayByGatewayOnly)).toBe('payment.gatewayByGatewayOnly');
    expect(specMessageKey('Ali Hassan')).toBeUndefined();
  });
});
