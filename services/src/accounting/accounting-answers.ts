import type { Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import type { ReadModelWaiter } from '../core/infrastructure.js';
import type { AccountingScope } from './accounting.queries.js';
import type { AccountingResult } from './commands/accounting-commands.js';

export const scopeOf = (actor: Actor): AccountingScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});

export const notFound = (id: number) =>
  new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/** A command's answer: the row once the read models have the change; 202 with the id when they did not catch up in time. */
export const answerWithRow = async <Row>(
  waiter: ReadModelWaiter,
  result: AccountingResult,
  res: Response,
  read: (id: number) => Promise<Row | undefined>,
): Promise<Row | Record<string, unknown>> => {
  const caughtUp = await awaitReadModels(waiter, result.position, res);
  const row = await read(result.id);
  if (row) return row;
  if (!caughtUp) return acceptedNotYetReadable(res, { id: result.id });
  throw notFound(result.id);
};
