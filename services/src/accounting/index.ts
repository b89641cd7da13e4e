// The accounting context's public surface: its module and the commands other contexts send it on the CommandBus
// (an order's Create Invoice, a request's Storage Charge). Its facts are in accounting.facts.ts.
export { AccountingModule } from './accounting.module.js';
export { BillOrderCommand, type BillOrderResult } from './commands/accounting-commands.js';
export {
  BillCustomerCommand,
  RequestStorageChargeCommand,
  type BillCustomerResult,
} from './billing/billing-commands.js';
export { invoicePdf } from './invoice-pdf.js';
export { receiptPdf } from './receipt-document.js';
