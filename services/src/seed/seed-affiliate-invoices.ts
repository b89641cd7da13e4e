import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { currencyOfCountry, currencyStep, dayOf, isCountryId } from '@console/contracts';
import { sql } from 'kysely';
import {
  ChargeCommand,
  InvoiceCommand,
  PaymentCommand,
  type AccountingResult,
} from '../accounting/commands/accounting-commands.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { seedContext } from './seed-commands.js';

/** How many orders of the affiliates a run invoices and has paid at most. */
export const AFFILIATE_INVOICES = 24;

/**
 * Invoices of the affiliates' orders, named by their order and paid (issue 35 item 8). A demo order is billed and
 * paid when it is confirmed, before the storage that names its affiliate exists, so no commission follows from
 * it (the commission goes to the affiliate of the order when the invoice is paid); these come after the storages,
 * so the demo affiliates earn commissions. Orders with a commission already are skipped: a second run adds none.
 */
export const seedAffiliateInvoices = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  limit = AFFILIATE_INVOICES,
): Promise<number> => {
  const commands = app.get(CommandBus);
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const { rows: orders } = await sql<{ id: number; userId: number; countryId: number; amount: number | null }>`
    SELECT o.id, o."userId", o."countryId", o.amount FROM rm.orders o
    WHERE o.id IN (
      SELECT s."orderId" FROM rm.storages s
      JOIN rm.affiliates a ON a."userId" = s."affiliateUserId"
      WHERE s."orderId" IS NOT NULL)
      AND o."userId" IS NOT NULL AND o."countryId" IS NOT NULL AND o.status IN ('confirmed', 'complete')
      AND NOT EXISTS (SELECT 1 FROM rm.affiliate_commissions c WHERE c."orderId" = o.id)
    ORDER BY o.id LIMIT ${limit}`.execute(infra.db);
  const now = new Date();
  const ctx = seedContext(now);
  const today = dayOf(now);
  for (const o of orders) {
    const currency = isCountryId(o.countryId) ? currencyOfCountry(o.countryId) : 'AED';
    const step = currencyStep(currency);
    // The order's amount, or a storage month when it has none, in whole minor units of the currency.
    const amount = Math.max(step, Math.round((o.amount && o.amount > 0 ? o.amount : 5_000_000) / step) * step);
    const charge = await commands.execute<ChargeCommand, AccountingResult>(
      new ChargeCommand(
        {
          kind: 'create',
          origin: 'system',
          body: {
            userId: o.userId,
            countryId: o.countryId,
            type: 'custom',
            amount,
            currency,
            description: 'Storage service of the referred order',
            orderId: o.id,
            year: Number(today.slice(0, 4)),
            month: Number(today.slice(5, 7)),
            startDate: 1,
            endDate: Number(today.slice(8, 10)),
          },
        },
        ctx,
      ),
    );
    const invoice = await commands.execute<InvoiceCommand, AccountingResult>(
      new InvoiceCommand(
        {
          kind: 'create',
          body: { userId: o.userId, type: 'service', orderId: o.id, date: today, chargeIds: [charge.id] },
        },
        ctx,
      ),
    );
    await commands.execute(
      new PaymentCommand(
        {
          kind: 'create',
          origin: 'form',
          body: { userId: o.userId, mode: 'cod', amount, paidAt: now.toISOString(), invoiceIds: [invoice.id] },
        },
        ctx,
      ),
    );
  }
  return orders.length;
};
