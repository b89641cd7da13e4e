import type { ChannelFailureKind } from './channel-failure.js';

/** A WhatsApp number as WATI takes it: country code and number, digits only (971501234567). */
export type WhatsAppNumber = string;

/** A template message (the only kind WhatsApp lets a business start a conversation with). */
export interface WhatsAppTemplateMessage {
  readonly whatsappNumber: WhatsAppNumber;
  /** The approved template's name at WATI: the communication template's `watiTempName`. */
  readonly templateName: string;
  /**
   * WATI's broadcast name, derived from the message's business key: WATI has no idempotency, so a retry after a lost
   * answer carries the same broadcast name and the copies can be told apart and folded.
   */
  readonly broadcastName: string;
  /** The template's variables, by WATI's names, with their values for this message. */
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
}

/** A free text message, allowed only inside a conversation the customer opened in the last 24 hours. */
export interface WhatsAppTextMessage {
  readonly whatsappNumber: WhatsAppNumber;
  readonly text: string;
}

/** WATI took the message: its id, by which the delivery webhooks name it. */
export interface WhatsAppSent {
  /** WATI's localMessageId; null when WATI's answer named none (then no webhook can be matched to it). */
  readonly localMessageId: string | null;
  readonly whatsappNumber: WhatsAppNumber;
}

export class WhatsAppFailure extends Error {
  override readonly name = 'WhatsAppFailure';

  constructor(
    readonly kind: ChannelFailureKind,
    message: string,
    /** The HTTP status, when WATI answered. */
    readonly status: number | undefined = undefined,
  ) {
    super(message);
  }
}

export const isWhatsAppFailure = (e: unknown): e is WhatsAppFailure => e instanceof WhatsAppFailure;

/** The WhatsApp channel (one contract suite for every adapter: whatsapp.contract.ts). Rejects only with WhatsAppFailure. */
export interface WhatsApp {
  sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppSent>;
  sendText(message: WhatsAppTextMessage): Promise<WhatsAppSent>;
}
