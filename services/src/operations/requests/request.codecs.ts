import { RequestEventCodecs } from '@console/contracts';
import type { EventCodecs } from '../../core/aggregate-repository.js';

export const REQUEST_EVENT_CODECS: EventCodecs = RequestEventCodecs;
