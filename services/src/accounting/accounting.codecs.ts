import { CARD_EVENT_CODECS, CHARGE_EVENT_CODECS, INVOICE_EVENT_CODECS, PAYMENT_EVENT_CODECS } from '@console/contracts';
import type { EventCodecs } from '../core/aggregate-repository.js';

export const CHARGE_CODECS: EventCodecs = CHARGE_EVENT_CODECS;
export const INVOICE_CODECS: EventCodecs = INVOICE_EVENT_CODECS;
export const PAYMENT_CODECS: EventCodecs = PAYMENT_EVENT_CODECS;
export const CARD_CODECS: EventCodecs = CARD_EVENT_CODECS;
