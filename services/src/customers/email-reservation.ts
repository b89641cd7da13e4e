import {
  EMAIL_UNIQUE_MESSAGE,
  normaliseEmail,
  UserEmailReleased,
  UserEmailReserved,
  validationError,
  type Decider,
} from '@console/contracts';
import type * as t from 'io-ts';
import type { AggregateRepository, Decided, EventCodecs } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';

export const emailTaken = (): DomainException =>
  new DomainException(validationError([{ path: 'email', message: EMAIL_UNIQUE_MESSAGE }]));

type ReservationCommand = {
  readonly type: 'ReserveUserEmail' | 'ReleaseUserEmail';
  readonly email: string;
  readonly userId: number;
};
type ReservationEvent =
  | { readonly type: 'UserEmailReserved'; readonly data: t.TypeOf<typeof UserEmailReserved> }
  | { readonly type: 'UserEmailReleased'; readonly data: t.TypeOf<typeof UserEmailReleased> };
/** The user holding the e-mail; undefined while no one does. */
type Holder = number | undefined;

const RESERVATION_CODECS: EventCodecs = { UserEmailReserved, UserEmailReleased };

/**
 * A customer's e-mail is unique through its reservation stream `user-email-<e-mail>` (ARCHITECTURE §3), an
 * aggregate like any other: the first reservation appends expecting no stream, so of any number of concurrent
 * creates exactly one wins, on PostgreSQL and EventStoreDB alike; the losers are decided again on the stream as it
 * now stands and refused. A released e-mail is reserved again at the stream's current version.
 */
const reservationDecider: Decider<ReservationCommand, ReservationEvent, Holder> = {
  category: 'user-email',
  initialState: undefined,
  evolve: (_, e) => (e.type === 'UserEmailReserved' ? e.data.userId : undefined),
  decide: (c, holder) => {
    const data = { email: c.email, userId: c.userId };
    if (c.type === 'ReleaseUserEmail') return holder === c.userId ? [{ type: 'UserEmailReleased', data }] : [];
    if (holder === c.userId) return [];
    if (holder !== undefined) return validationError([{ path: 'email', message: EMAIL_UNIQUE_MESSAGE }]);
    return [{ type: 'UserEmailReserved', data }];
  },
};

const run = (email: string, userId: number, type: ReservationCommand['type'], ctx: CommandContext) => {
  const normalised = normaliseEmail(email);
  return {
    decider: reservationDecider,
    codecs: RESERVATION_CODECS,
    id: normalised,
    command: { type, email: normalised, userId },
    ctx,
  };
};

export class EmailReservations {
  constructor(private readonly repository: AggregateRepository) {}

  /**
   * Decides the reservation of the e-mail for the user, to be appended with the command's other parts (`runAll`):
   * refused (400) when another user holds it; nothing to append when the user holds it already. Undone, if a later
   * part fails, by UserEmailReleased.
   */
  reserve(email: string, userId: number, ctx: CommandContext): Promise<Decided<Holder>> {
    return this.repository.decide({
      ...run(email, userId, 'ReserveUserEmail', ctx),
      compensate: (reserved) =>
        reserved.events.length === 0
          ? undefined
          : { command: 'ReleaseUserEmail', events: [{ type: 'UserEmailReleased', data: reserved.events[0]!.data }] },
    });
  }

  /** Gives the e-mail back (UserEmailReleased) if the user holds it: it can be registered again. */
  async release(email: string, userId: number, ctx: CommandContext): Promise<void> {
    await this.repository.run(run(email, userId, 'ReleaseUserEmail', ctx));
  }
}
