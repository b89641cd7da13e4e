import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CardBody, CardsListQuery } from '@console/contracts';
import { decodeOrThrow } from '../core/http/decode.js';
import { accountingRecordRoutes } from './accounting-record.routes.js';
import { toCardRow } from './accounting.rows.js';
import { CardCommand } from './commands/accounting-commands.js';

/** Saved cards (spec 2 §4, §7): the list call, the generic calls, save, set default, status and delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class CardsController extends accountingRecordRoutes({
  name: 'cards',
  table: 'rm.cards',
  toRow: toCardRow,
  list: (queries, body, scope) => queries.listCards(decodeOrThrow(CardsListQuery, body ?? {}), scope),
  findOrder: 'createdAt',
  create: (body, ctx) => new CardCommand({ kind: 'create', body: decodeOrThrow(CardBody, body) }, ctx),
  edit: (id, body, ctx) => new CardCommand({ kind: 'edit', id, body: decodeOrThrow(CardBody, body) }, ctx),
  remove: (id, ctx) => new CardCommand({ kind: 'delete', id }, ctx),
  removeAnswers: 'before',
  summaries: {
    list: 'Cards list call (spec 1 §7.2): statuses, modes, userIds, partnerIds, countryIds, cardHolderName, cardNumber, tokenName, dates, searchTerm, ids; createdAt DESC',
    find: 'Generic cards find (the cards of a user: userId)',
    create: 'Save a card (masked number only)',
    update: 'Update a card: status, or default true (CardMadeDefault)',
    remove: 'Delete a saved card',
  },
}) {}
