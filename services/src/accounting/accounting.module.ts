import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CardsController } from './cards.controller.js';
import { ChargesController } from './charges.controller.js';
import { CustomerStatsController } from './customer-stats.controller.js';
import { BillOrderHandler } from './commands/bill-order.handler.js';
import { CardHandler } from './commands/card.handler.js';
import { ChargeHandler } from './commands/charge.handler.js';
import { InvoiceHandler } from './commands/invoice.handler.js';
import { PaymentHandler } from './commands/payment.handler.js';
import { InvoicesController } from './invoices.controller.js';
import { LedgerController } from './ledger.controller.js';
import { ReceiptController } from './receipt.controller.js';
import { PaymentsController } from './payments.controller.js';

/** The accounting bounded context: charges, invoices, payments and cards. */
@Module({
  imports: [CqrsModule],
  controllers: [ChargesController, InvoicesController, PaymentsController, CardsController, LedgerController, ReceiptController, CustomerStatsController],
  providers: [ChargeHandler, InvoiceHandler, PaymentHandler, CardHandler, BillOrderHandler],
})
export class AccountingModule {}
