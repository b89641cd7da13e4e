/**
 * The card gateways' settings, from environment variables like every setting (infra/src/config). Unset URLs in
 * development mean the local servers (gateways/local), which the app starts itself on free ports; production
 * without them has no card gateway and refuses captures and links with a clear message.
 */
export interface PayfortConfig {
  /** Server-to-server API: https://paymentservices.payfort.com/FortAPI/paymentApi (sandbox sbpaymentservices). */
  readonly apiUrl: string;
  /** The hosted payment page a link posts the customer to: https://checkout.payfort.com/FortAPI/paymentPage. */
  readonly pageUrl: string;
  readonly merchantIdentifier: string;
  readonly accessCode: string;
  readonly requestPhrase: string;
  readonly responsePhrase: string;
  /** PURCHASE (capture at once) or AUTHORIZATION. */
  readonly command: 'PURCHASE' | 'AUTHORIZATION';
}

export interface TapConfig {
  /** https://api.tap.company */
  readonly apiUrl: string;
  /** sk_live_... / sk_test_...: the bearer of every call and the key of the webhook's hashstring. */
  readonly secretKey: string;
}

export interface GatewayConfig {
  /** How long a gateway call may take before its answer counts as lost (then the attempt is settled, not repeated). */
  readonly timeoutMs: number;
  /** The console's public address for return URLs and webhooks; unset: the address the call came in on. */
  readonly publicUrl: string | undefined;
  readonly payfort: PayfortConfig | undefined;
  readonly tap: TapConfig | undefined;
  /** Start the local gateway servers and point both adapters at them (development and the embedded default). */
  readonly local: boolean;
  /** The local servers' delay before answering a "slow" card (timeout after charging); longer than timeoutMs. */
  readonly localSlowMs: number;
  /**
   * The installation's LOCAL_GATEWAY_SECRET (infra's secrets.ts, kept in <DATA_DIR>/secrets.json): the local
   * servers' keys derive from it (local/local-keys.ts). Undefined: no local gateway can start.
   */
  readonly localSecret: string | undefined;
  /**
   * How long a capture holds its invoice's balance (issue 30): longer than its gateway calls can take (a charge and a
   * settle, each up to two calls of timeoutMs), so a live hold means a capture may still be talking to the gateway;
   * after it, the next capture asks the gateway about the attempt first.
   */
  readonly captureHoldMs: number;
  /** How often pending card payments are settled with their gateway (0: never by itself, only on request). */
  readonly reconcileEveryMs: number;
  /** How old a pending card payment must be before the sweep asks its gateway (its own call may still be running). */
  readonly reconcileAfterMs: number;
}

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

export const loadGatewayConfig = (
  env: NodeJS.ProcessEnv = process.env,
  localSecret: string | undefined = undefined,
): GatewayConfig => {
  const payfortUrl = nonEmpty(env['PAYFORT_API_URL']);
  const tapUrl = nonEmpty(env['TAP_API_URL']);
  const production = env['NODE_ENV'] === 'production';
  const timeoutMs = Number(nonEmpty(env['GATEWAY_TIMEOUT_MS']) ?? 15_000);
  return {
    timeoutMs,
    publicUrl: nonEmpty(env['PUBLIC_URL']),
    payfort: payfortUrl
      ? {
          apiUrl: payfortUrl,
          pageUrl: nonEmpty(env['PAYFORT_PAGE_URL']) ?? payfortUrl.replace(/paymentApi$/, 'paymentPage'),
          merchantIdentifier: nonEmpty(env['PAYFORT_MERCHANT_IDENTIFIER']) ?? '',
          accessCode: nonEmpty(env['PAYFORT_ACCESS_CODE']) ?? '',
          requestPhrase: nonEmpty(env['PAYFORT_REQUEST_PHRASE']) ?? '',
          responsePhrase: nonEmpty(env['PAYFORT_RESPONSE_PHRASE']) ?? '',
          command: env['PAYFORT_COMMAND'] === 'AUTHORIZATION' ? 'AUTHORIZATION' : 'PURCHASE',
        }
      : undefined,
    tap: tapUrl ? { apiUrl: tapUrl, secretKey: nonEmpty(env['TAP_SECRET_KEY']) ?? '' } : undefined,
    local: !production && !payfortUrl && !tapUrl && env['GATEWAYS_LOCAL'] !== 'false',
    localSlowMs: Number(nonEmpty(env['GATEWAY_LOCAL_SLOW_MS']) ?? Math.max(timeoutMs * 2, 1_000)),
    localSecret,
    captureHoldMs: Number(nonEmpty(env['GATEWAY_CAPTURE_HOLD_MS']) ?? timeoutMs * 5),
    reconcileEveryMs: Number(nonEmpty(env['GATEWAY_RECONCILE_EVERY_MS']) ?? 60_000),
    reconcileAfterMs: Number(nonEmpty(env['GATEWAY_RECONCILE_AFTER_MS']) ?? timeoutMs * 4),
  };
};
