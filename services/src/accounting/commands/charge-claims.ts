import type { CommandContext } from '../../core/command-context.js';
import type { AccountingStreams, Positions } from '../accounting-streams.js';

/**
 * An invoice's hold on charges, on the charges' own streams (issue 30: the one truth of membership). A claim is an
 * AttachCharge decided on the charge's current state, refused when another invoice holds it; claims go in id order,
 * so two invoices claiming overlapping charges meet on the same charge first instead of each taking half.
 */
export class ChargeClaims {
  constructor(private readonly streams: AccountingStreams) {}

  /**
   * Claims each charge for the invoice (one already its own only takes the invoice's date). Answers the ids newly
   * claimed; when one is refused, the newly claimed ones are let go again and the refusal is the answer.
   */
  async claim(
    invoiceId: number,
    date: string,
    charges: readonly { readonly id: number; readonly invoiceId: number | null }[],
    ctx: CommandContext,
    at: Positions,
  ): Promise<number[]> {
    const claimed: number[] = [];
    try {
      for (const c of [...charges].sort((a, b) => a.id - b.id)) {
        const r = await this.streams.runCharge(c.id, { type: 'AttachCharge', invoiceId, invoiceDate: date }, ctx, at);
        if (r.previous?.invoiceId !== invoiceId) claimed.push(c.id);
      }
    } catch (e) {
      await this.release(invoiceId, claimed, ctx, at);
      throw e;
    }
    return claimed;
  }

  /** Lets the charges go, each only if it still names this invoice (DetachCharge is a no-op otherwise). */
  async release(invoiceId: number, ids: readonly number[], ctx: CommandContext, at: Positions): Promise<void> {
    for (const id of ids) await this.streams.runCharge(id, { type: 'DetachCharge', invoiceId }, ctx, at);
  }
}
