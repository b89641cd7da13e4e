import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEV_MAILBOX_LIMIT, type DevMailbox, type DevMailboxBody } from '@console/contracts';
import type { Actor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { CurrentActor, SignedIn } from '../../core/auth/auth.decorators.js';
import { localMailbox } from './local-mailbox.js';

/**
 * The admin's dev mailbox (issue 33): what the local SMTP server received (subject, to, date, attachments). The
 * mails are the customers' as the console wrote them, so only an admin reads them, whatever else a role holds.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class DevMailboxController {
  @Get('api/v1/dev-mailbox')
  @SignedIn()
  @ApiOperation({ summary: 'The newest mails the local SMTP server received (admin only)' })
  list(@CurrentActor() actor: Actor): DevMailbox {
    adminOnly(actor);
    const smtp = localMailbox();
    if (!smtp) return { local: false, total: 0, mails: [] };
    const received = smtp.received();
    return {
      local: true,
      total: received.length,
      mails: received
        .slice(-DEV_MAILBOX_LIMIT)
        .reverse()
        .map((m) => ({
          messageId: m.messageId,
          from: m.from,
          to: [...m.to],
          subject: m.subject,
          receivedAt: m.receivedAt.toISOString(),
          attachments: m.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        })),
    };
  }

  /** One mail's body, to be read as its recipient would (its images, the opened pixel among them, load). */
  @Get('api/v1/dev-mailbox/mail')
  @SignedIn()
  @ApiOperation({ summary: "One mail's subject and body by its Message-ID (admin only)" })
  mail(@Query('messageId') messageId: unknown, @CurrentActor() actor: Actor): DevMailboxBody {
    adminOnly(actor);
    const mail =
      typeof messageId === 'string'
        ? localMailbox()
            ?.received()
            .findLast((m) => m.messageId === messageId)
        : undefined;
    if (!mail) throw new DomainException({ kind: 'not_found', message: `No mail found for '${String(messageId)}'` });
    return { messageId: mail.messageId, subject: mail.subject, html: mail.html, text: mail.text };
  }
}

const adminOnly = (actor: Actor): void => {
  if (!actor.permissions.includes('admin'))
    throw new DomainException({ kind: 'forbidden', message: 'Only an admin reads the dev mailbox' });
};
