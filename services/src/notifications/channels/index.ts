/** The notification channels: ports, adapters, webhook verification and the local servers (issue 33). */
export * from './channel-failure.js';
export * from './mailer.port.js';
export * from './mail-message-id.js';
export * from './smtp.config.js';
export * from './smtp.mailer.js';
export * from './whatsapp.port.js';
export * from './wati.config.js';
export * from './wati.whatsapp.js';
export * from './wati-webhook.js';
export * from './local/local-channels.js';
export type { LocalSmtp, LocalSmtpSwitches, ReceivedMail } from './local/local-smtp.server.js';
export type { LocalWati, LocalWatiMessage, LocalWatiStatus, LocalWatiSwitches } from './local/local-wati.server.js';
