import type { Bus } from './bus.port.js';
import type { BusLogger } from './bus-logger.js';
import { InProcessBus } from './in-process-bus.js';
import { NatsBus, type NatsBusOptions } from './nats-bus.js';

export interface CreateBusOptions extends Partial<Omit<NatsBusOptions, 'url'>> {
  /** NATS_URL: JetStream when set, the in-process bus (single-process mode) when unset. */
  readonly natsUrl: string | undefined;
  readonly logger?: BusLogger;
}

export const createBus = async ({ natsUrl, ...options }: CreateBusOptions): Promise<Bus> =>
  natsUrl
    ? NatsBus.connect({ ...options, url: natsUrl })
    : new InProcessBus(options.logger ? { logger: options.logger } : {});
