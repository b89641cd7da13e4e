import { OrderEventCodecs } from '@console/contracts';
import type { EventCodecs } from '../core/aggregate-repository.js';

export const ORDER_EVENT_CODECS: EventCodecs = OrderEventCodecs;
