import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InvoiceBody, InvoicesListQuery } from '@console/contracts';
import { decodeOrThrow } from '../core/http/decode.js';
import { accountingRecordRoutes } from './accounting-record.routes.js';
import { toInvoiceRow } from './accounting.rows.js';
import { InvoiceCommand } from './commands/accounting-commands.js';

/** Invoices (spec 3 §2, §5, §6, §7): the list call (partners see their own), the generic calls, issue, edit, sync and cancel. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class InvoicesController extends accountingRecordRoutes({
  name: 'invoices',
  table: 'rm.invoices',
  toRow: toInvoiceRow,
  list: (queries, body, scope) => queries.listInvoices(decodeOrThrow(InvoicesListQuery, body ?? {}), scope),
  findOrder: 'id',
  create: (body, ctx) => new InvoiceCommand({ kind: 'create', body: decodeOrThrow(InvoiceBody, body) }, ctx),
  edit: (id, body, ctx) => new InvoiceCommand({ kind: 'edit', id, body: decodeOrThrow(InvoiceBody, body) }, ctx),
  remove: (id, ctx) => new InvoiceCommand({ kind: 'cancel', id }, ctx),
  removeAnswers: 'after',
  summaries: {
    list: 'Invoices list call (spec 1 §7.2): statuses, types, userIds, partnerIds, countryIds, dates, dueDates, searchTerm; id DESC',
    find: 'Generic invoices find',
    create: 'Issue an invoice with its charges (InvoiceIssued); due date = date + 15 days',
    update: 'Edit an invoice (by month: admin, finance, finance-edit-old-invoice), or status SYNC_INVOICE',
    remove:
      'Delete = cancel the invoice (admin, finance this month, finance-delete-old-invoice older); its charges are let go',
  },
}) {}
