import crypto from 'node:crypto';
import type { Currency } from '@console/contracts';
import type { PayfortConfig, TapConfig } from '../gateway.config.js';

/**
 * The local card gateways' keys, derived from this installation's LOCAL_GATEWAY_SECRET (kept with the development
 * secrets in <DATA_DIR>/secrets.json, like JWT_SECRET): one key per purpose, so a PayFort phrase never signs as
 * Tap's key, and none of them is written in the code, so nobody can sign a gateway message for someone else's
 * console (issue 30, Deliver 9).
 */
export interface LocalGatewayKeys {
  readonly payfort: Pick<PayfortConfig, 'merchantIdentifier' | 'accessCode' | 'requestPhrase' | 'responsePhrase'>;
  readonly tap: Pick<TapConfig, 'secretKey'>;
}

const derive = (secret: string, purpose: string, length: number): string =>
  crypto.createHmac('sha256', secret).update(`local-gateway:${purpose}`).digest('base64url').slice(0, length);

export const localGatewayKeys = (secret: string): LocalGatewayKeys => {
  if (secret.length < 16)
    throw new Error('The local card gateways need a LOCAL_GATEWAY_SECRET of 16 characters or more');
  return {
    payfort: {
      merchantIdentifier: `LOCAL${derive(secret, 'payfort-merchant', 10)}`,
      accessCode: derive(secret, 'payfort-access-code', 20),
      requestPhrase: derive(secret, 'payfort-request-phrase', 32),
      responsePhrase: derive(secret, 'payfort-response-phrase', 32),
    },
    tap: { secretKey: `sk_test_${derive(secret, 'tap-secret-key', 32)}` },
  };
};

/**
 * Whether the app issued this attempt for this amount: the local payment pages take only a pending payment's
 * reference with its exact amount and currency (the app's records), so nobody pays, and gets signed, an amount or a
 * reference the console never asked for. `amount` in 1/10000 units.
 */
export type IssuedAttempts = (attemptId: string, amount: number, currency: Currency) => Promise<boolean>;

/** What a local gateway server is started with. */
export interface LocalGatewayOptions {
  /** The delay of an answer the server means to be lost (a "slow" card, or while answers are being lost). */
  readonly slowMs: number;
  readonly keys: LocalGatewayKeys;
  readonly issued: IssuedAttempts;
}
