import { comparePositions, type GlobalPosition } from '@console/contracts';

/**
 * Per signed-in user, the last position a command of theirs answered before every read model had applied it (an
 * answer that waited for its own tables only, read-your-writes.ts). That user's next read waits for every read
 * model to reach it, so what they changed shows on every screen they open next (a customer's postpaid flag on
 * their order), while the command itself answered as soon as its own row was readable (issue 13).
 * In memory: a read served by another console process than the command's is as fresh as the projector then.
 */
export class SessionFences {
  private readonly fences = new Map<number, GlobalPosition>();

  /** Remembers `position` for `userId`, keeping the later of two. */
  raise(userId: number, position: GlobalPosition): void {
    const held = this.fences.get(userId);
    if (!held || comparePositions(position, held) > 0) this.fences.set(userId, position);
  }

  /** The position `userId`'s reads must wait for, if any. */
  of(userId: number): GlobalPosition | undefined {
    return this.fences.get(userId);
  }

  /** Forgets the fence `waited` for, unless a later command raised it meanwhile. */
  lower(userId: number, waited: GlobalPosition): void {
    const held = this.fences.get(userId);
    if (held && comparePositions(held, waited) <= 0) this.fences.delete(userId);
  }
}
