import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CardsController } from './cards.controller.js';
import { ChargesController } from './charges.controller.js';
import { CustomerStatsController } from './customer-stats.controller.js';
import { BillOrderHandler } from './commands/bill-order.handler.js';
import { CardHandler } from './commands/card.handler.js';
import { ChargeHandler } from './commands/charge.handler.js';
import { InvoiceHandler } from './commands/invoice.handler.js';
import { MailInvoiceHandler } from './commands/mail-invoice.handler.js';
import { MailReceiptHandler } from './commands/mail-receipt.handler.js';
import { CommunicationsController } from './communications.controller.js';
import { PaymentHandler } from './commands/payment.handler.js';
import { InvoicesController } from './invoices.controller.js';
import { LedgerController } from './ledger.controller.js';
import { ReceiptController } from './receipt.controller.js';
import { StatementController } from './statement.controller.js';
import { InvoiceViewController } from './invoice-view.controller.js';
import { PaymentsController } from './payments.controller.js';
import { CardGateways, gatewayConfigProvider } from './gateways/card-gateways.js';
import { CaptureCardPaymentHandler, ReconcileCardPaymentHandler } from './gateways/card-capture.handlers.js';
import {
  CreatePaymentLinkHandler,
  OpenPaymentLinkHandler,
  SettleGatewayCallbackHandler,
} from './gateways/payment-link.handlers.js';
import { GatewayReconciler } from './gateways/gateway-reconciler.js';
import { GatewaysController } from './gateways/gateways.controller.js';
import { BillCustomerHandler } from './billing/bill-customer.handler.js';
import { BillingController } from './billing/billing.controller.js';
import { MonthlyBillingRun } from './billing/monthly-billing.run.js';
import { MonthlyBillingScheduler } from './billing/monthly-billing.scheduler.js';
import { SendPendingInvoicesHandler } from './billing/send-pending-invoices.handler.js';
import { RequestStorageChargeHandler } from './billing/request-storage-charge.handler.js';

/** The accounting bounded context: charges, invoices, payments and cards. */
@Module({
  imports: [CqrsModule],
  controllers: [
    ChargesController,
    InvoicesController,
    PaymentsController,
    CardsController,
    LedgerController,
    ReceiptController,
    StatementController,
    InvoiceViewController,
    GatewaysController,
    BillingController,
    CustomerStatsController,
    CommunicationsController,
  ],
  providers: [
    ChargeHandler,
    InvoiceHandler,
    PaymentHandler,
    MailReceiptHandler,
    MailInvoiceHandler,
    CardHandler,
    BillOrderHandler,
    gatewayConfigProvider,
    CardGateways,
    GatewayReconciler,
    CaptureCardPaymentHandler,
    ReconcileCardPaymentHandler,
    CreatePaymentLinkHandler,
    OpenPaymentLinkHandler,
    SettleGatewayCallbackHandler,
    BillCustomerHandler,
    SendPendingInvoicesHandler,
    MonthlyBillingRun,
    RequestStorageChargeHandler,
    MonthlyBillingScheduler,
  ],
  exports: [CardGateways],
})
export class AccountingModule {}
