import crypto from 'node:crypto';

/**
 * The Message-ID of a mail from its business key (task id and channel, say): the same key gives the same id, so a
 * retry after a lost answer is a copy a mailbox can fold, never a new message. The domain is the sender's.
 */
export const mailMessageIdOf = (businessKey: string, domain: string): string =>
  `<${crypto.createHash('sha256').update(businessKey).digest('hex').slice(0, 32)}@${domain}>`;

/** The domain of an address (`Name <a@b.com>` or `a@b.com`), for a Message-ID; `localhost` when it has none. */
export const domainOf = (address: string): string => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
