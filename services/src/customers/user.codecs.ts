import { UserEventCodecs } from '@console/contracts';
import type { EventCodecs } from '../core/aggregate-repository.js';

export const USER_EVENT_CODECS: EventCodecs = UserEventCodecs;
