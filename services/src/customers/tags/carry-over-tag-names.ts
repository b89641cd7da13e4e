import { USER_CATEGORY, type GlobalPosition } from '@console/contracts';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { userDecider, type UserState } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import { TagDirectory } from './tag-directory.js';

export class CarryOverTagNamesCommand {
  constructor(readonly ctx: CommandContext) {}
}

export interface CarriedOver {
  /** Customers given their tags by record this run. */
  readonly customers: number;
  readonly position: GlobalPosition | undefined;
}

const PAGE = 500;
const USER_STREAM = new RegExp(`^${USER_CATEGORY}-(\\d+)$`);

/**
 * The recorded carry-over of customers' tags held by name (UserRegistered and UserAssigned as released) to tag
 * records (issue 34 §4): events are never rewritten; every customer still holding a name gets UserTagsSet with
 * the tag of that name (made, of module User, when no tag has it), under the command name CarryOverTagNames, so a
 * rebuild replays exactly what the live run did. Walks the user streams from the store, not a read model; a second
 * run records nothing.
 */
@CommandHandler(CarryOverTagNamesCommand)
export class CarryOverTagNamesHandler implements ICommandHandler<CarryOverTagNamesCommand, CarriedOver> {
  private readonly repository: AggregateRepository;
  private readonly tags: TagDirectory;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    commands: CommandBus,
  ) {
    this.repository = new AggregateRepository(infra.store);
    this.tags = new TagDirectory(infra, commands);
  }

  async execute({ ctx }: CarryOverTagNamesCommand): Promise<CarriedOver> {
    let customers = 0;
    let position: GlobalPosition | undefined;
    for (let after: string | null = null; ;) {
      const page = await this.infra.store.streamsOfCategory(USER_CATEGORY, after, PAGE);
      for (const stream of page) {
        const id = USER_STREAM.exec(stream)?.[1];
        if (id === undefined) continue;
        const handled = await this.repository.run({
          decider: userDecider,
          codecs: USER_EVENT_CODECS,
          id: Number(id),
          command: async (state: UserState) => ({
            type: 'CarryOverTagNames' as const,
            tags:
              state && state.tags.some((t) => t.id === null)
                ? await this.tags.resolve(
                    state.tags.map((t) => t.id ?? t.name),
                    ctx,
                  )
                : [],
          }),
          ctx,
        });
        if (handled.events.length > 0) {
          customers += 1;
          position = handled.position;
        }
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!;
    }
    return { customers, position };
  }
}
