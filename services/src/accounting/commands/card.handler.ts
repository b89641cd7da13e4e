import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams } from '../accounting-streams.js';
import { CARD_CODECS } from '../accounting.codecs.js';
import { cardDecider } from '../card.decider.js';
import { CardCommand, type AccountingResult } from './accounting-commands.js';

/** Saved cards (spec 2 §4 Cards): the customer's partner and country come from the customer's stream. */
@CommandHandler(CardCommand)
export class CardHandler implements ICommandHandler<CardCommand, AccountingResult> {
  private readonly streams: AccountingStreams;
  private readonly repo: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
    this.repo = new AggregateRepository(infra.store);
  }

  async execute({ action, ctx }: CardCommand): Promise<AccountingResult> {
    switch (action.kind) {
      case 'create': {
        const customer =
          action.body.userId !== undefined
            ? await this.streams.customer(action.body.userId, 'userId', ctx.actor)
            : { partnerId: 1, countryId: 1 };
        const id = await this.infra.ids.next('card');
        const r = await this.repo.run({
          decider: cardDecider,
          codecs: CARD_CODECS,
          id,
          command: {
            type: 'SaveCard',
            id,
            body: action.body,
            partnerId: customer.partnerId,
            countryId: customer.countryId,
          },
          ctx,
        });
        return { id, position: r.position };
      }
      case 'edit': {
        const r = await this.repo.run({
          decider: cardDecider,
          codecs: CARD_CODECS,
          id: action.id,
          command: { type: 'UpdateCard', body: action.body },
          ctx,
        });
        return { id: action.id, position: r.position };
      }
      case 'delete': {
        const r = await this.repo.run({
          decider: cardDecider,
          codecs: CARD_CODECS,
          id: action.id,
          command: { type: 'DeleteCard' },
          ctx,
        });
        return { id: action.id, position: r.position };
      }
    }
  }
}
