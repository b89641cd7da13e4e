import { TAG_RESOURCE, validationError, type UserTag } from '@console/contracts';
import type { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { ResourceCommandMessage } from '../../core/resources/resource-command.js';
import { readResourceRecord } from '../../core/resources/resource-record.js';
import { uniqueHolder } from '../../core/resources/resource-unique.js';

const HOLDER_WAITS = 40;
const HOLDER_WAIT_MS = 50;

/** A tag as a body or a released event names it: its record's id, or its name. */
export type TagReference = number | string;

const noTag = (id: number) =>
  new DomainException(validationError([{ path: 'tags', message: `No tag found for id '${id}'` }]));

/**
 * The tag records a customer's tags name, read from the tags' own streams (a command decides from streams, never
 * from a read model). An id must be a tag's. A name is the tag holding it (its unique-name reservation); a name no
 * tag holds yet, from a released event or an older client, becomes a tag of module User, as the carry-over of
 * names does (docs/decisions.md).
 */
export class TagDirectory {
  constructor(
    private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {}

  async resolve(refs: readonly TagReference[], ctx: CommandContext): Promise<UserTag[]> {
    const out: UserTag[] = [];
    for (const ref of refs) {
      const tag = typeof ref === 'number' ? await this.byId(ref) : await this.byName(ref, ctx);
      if (!out.some((t) => t.id === tag.id)) out.push(tag);
    }
    return out;
  }

  private async byId(id: number): Promise<UserTag> {
    const record = await readResourceRecord(this.infra.store, TAG_RESOURCE, id);
    if (!record || typeof record['name'] !== 'string') throw noTag(id);
    return { id, name: record['name'] };
  }

  /**
   * The tag holding a name. Its reservation is appended just before the tag itself: a concurrent create of the same
   * name may be between the two, so its record is waited for a moment (2 s at most) before it is called missing.
   */
  private async held(id: number): Promise<UserTag> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.byId(id);
      } catch (e) {
        if (attempt >= HOLDER_WAITS) throw e;
        await new Promise((resolve) => setTimeout(resolve, HOLDER_WAIT_MS));
      }
    }
  }

  private async byName(name: string, ctx: CommandContext): Promise<UserTag> {
    const held = await uniqueHolder(this.infra.store, TAG_RESOURCE, 'name', name);
    if (held !== undefined) return this.held(held);
    const id = await this.infra.ids.next(TAG_RESOURCE.category);
    try {
      await this.commands.execute(
        new ResourceCommandMessage(
          TAG_RESOURCE,
          { type: 'Create', id, body: { name: name.trim(), module: 'User' } },
          ctx,
        ),
      );
      return { id, name: name.trim() };
    } catch (e) {
      // Another command created the same name meanwhile: that tag is the one.
      const winner = await uniqueHolder(this.infra.store, TAG_RESOURCE, 'name', name);
      if (winner !== undefined) return this.held(winner);
      throw e;
    }
  }
}
