// The sales context's public surface: its module and its commands. Its facts (an order) are in sales.facts.ts.
export { SalesModule } from './sales.module.js';
export { CreateOrderCommand, OrderActionCommand, type OrderActionChoice } from './commands/order-commands.js';
export { quotePdf } from './quote/quote-mail-pdf.js';
