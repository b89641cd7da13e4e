import type { LocalSmtp } from '../channels/local/local-smtp.server.js';

/**
 * The local SMTP server this process runs, if any: the notifier starts it (start-notifier.ts), the dev mailbox page's
 * call reads it. One per process, like the local servers themselves.
 */
let current: LocalSmtp | undefined;

export const setLocalMailbox = (smtp: LocalSmtp | undefined): void => {
  current = smtp;
};

export const localMailbox = (): LocalSmtp | undefined => current;
