import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { conflict, type GatewayProvider } from '@console/contracts';
import { DomainException } from '../../core/domain.exception.js';
import { GATEWAY_MESSAGES } from '@console/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams } from '../accounting-streams.js';
import type { CardGateway } from './card-gateway.port.js';
import { loadGatewayConfig, type GatewayConfig } from './gateway.config.js';
import { issuedAttemptsOf } from './issued-attempts.js';
import { localGatewayKeys } from './local/local-keys.js';
import { localPayfortConfig, startLocalPayfort, type LocalPayfort } from './local/local-payfort.server.js';
import { localTapConfig, startLocalTap, type LocalTap } from './local/local-tap.server.js';
import { PayfortGateway } from './payfort.gateway.js';
import { TapGateway } from './tap.gateway.js';

export const GATEWAY_CONFIG = Symbol('GatewayConfig');

/**
 * The two card gateways the app talks to. In development (no gateway configured) they are the local servers,
 * started on first use on free ports and stopped with the app; the tests reach them through `local()`.
 */
@Injectable()
export class CardGateways implements OnModuleDestroy {
  private started:
    Promise<{ payfort?: CardGateway; tap?: CardGateway; local?: { payfort: LocalPayfort; tap: LocalTap } }> | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) readonly config: GatewayConfig,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  private start() {
    this.started ??= (async () => {
      const c = this.config;
      if (!c.local) {
        return {
          ...(c.payfort ? { payfort: new PayfortGateway(c.payfort, c.timeoutMs) } : {}),
          ...(c.tap ? { tap: new TapGateway(c.tap, c.timeoutMs) } : {}),
        };
      }
      if (!c.localSecret) throw new Error('The local card gateways need LOCAL_GATEWAY_SECRET (infra secrets.ts)');
      // This installation's keys, and the app's own records for the payment pages: nothing in the code signs.
      const options = {
        slowMs: c.localSlowMs,
        keys: localGatewayKeys(c.localSecret),
        issued: issuedAttemptsOf(new AccountingStreams(this.infra.store)),
      };
      const [payfort, tap] = await Promise.all([startLocalPayfort(options), startLocalTap(options)]);
      return {
        payfort: new PayfortGateway(localPayfortConfig(payfort.url, options.keys), c.timeoutMs),
        tap: new TapGateway(localTapConfig(tap.url, options.keys), c.timeoutMs),
        local: { payfort, tap },
      };
    })();
    return this.started;
  }

  async gateway(provider: GatewayProvider): Promise<CardGateway> {
    const g = (await this.start())[provider];
    if (!g) throw new DomainException(conflict(`${GATEWAY_MESSAGES.unavailable} (${provider} is not configured)`));
    return g;
  }

  /** The local servers, when they run (development and tests). */
  async local(): Promise<{ payfort: LocalPayfort; tap: LocalTap } | undefined> {
    return (await this.start()).local;
  }

  async onModuleDestroy(): Promise<void> {
    const s = await this.started;
    await Promise.all([s?.local?.payfort.stop(), s?.local?.tap.stop()]);
  }
}

export const gatewayConfigProvider = {
  provide: GATEWAY_CONFIG,
  inject: [INFRASTRUCTURE],
  useFactory: (infra: Infrastructure) => loadGatewayConfig(process.env, infra.config.localGatewaySecret),
};
