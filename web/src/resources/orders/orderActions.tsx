import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  allowedOrderActions,
  checkOrderAction,
  confirmMissingFields,
  leadHasOrder,
  MAX_COMMENT_LENGTH,
  ORDER_ACTIONS,
  orderActionLabel,
  quoteChange,
  validateActualSize,
  validateAssignee,
  validateFollowUp,
  validateReasonChoice,
  type OrderAction,
  type OrderActionSubject,
  type OrderRow,
} from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import { localText } from '../../app/i18n/localText';
import type { ActionDialog, ActionRun, RecordAction } from '../../framework/actions/types';
import type { FormFieldDef, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { Viewer } from '../../framework/types';
import { actorOf, SALES_PAGES, type SalesPage } from '../../shared/orders/api';
import { reasonSource, salesStaffSource, type ReasonList } from '../../shared/orders/sources';
import { useSalesCatalogue } from '../../shared/orders/useSalesCatalogue';

/**
 * The buttons of a lead or an order (spec 2 §4 'Leads and orders'): exactly the actions contracts' lifecycle table
 * allows for this record, user and page (`allowedOrderActions`), each with its dialog, the PATCH form of spec 2 §7
 * it sends, its click-time checks (`checkOrderAction`: Send Quote's assignee and city, Confirm's fields and
 * checklist, Complete's size, Sync's actual size) and its notices (spec 2 §8).
 */

/** The record as the lifecycle reads it; accounting's facts ride on the row when the read model has them. */
export const subjectOf = (row: OrderRow): OrderActionSubject => row;

/** A reason dialog's field names: the reason id under the spec's key, the comment under `reason`. */
const REASONS: Partial<
  Record<OrderAction, { list: ReasonList; key: 'lostReasonId' | 'holdReasonId' | 'rejectReasonId' | 'cancelReasonId' }>
> = {
  putOnHold: { list: 'hold-reasons', key: 'holdReasonId' },
  putOrderOnHold: { list: 'hold-reasons', key: 'holdReasonId' },
  markLost: { list: 'lost-reasons', key: 'lostReasonId' },
  rejectLead: { list: 'reject-reasons', key: 'rejectReasonId' },
  cancelOrder: { list: 'cancel-reasons', key: 'cancelReasonId' },
};

/** Success notices the spec does not give (spec 2 §8 gives those in the lifecycle table): ours, by page. */
const OUR_NOTICES: Partial<Record<OrderAction, MessageKey | { lead: MessageKey; order: MessageKey }>> = {
  sendQuote: 'sales.quoteSent',
  sendThankYou: 'sales.thankYouSent',
  sendConfirmation: 'sales.confirmationSent',
  confirmOrder: 'sales.orderConfirmed',
  restore: { lead: 'sales.leadRestored', order: 'sales.orderRestored' },
  putOnHold: 'sales.leadOnHold',
  putOrderOnHold: 'sales.orderOnHold',
  rejectLead: 'sales.leadRejected',
  rejectOrder: 'sales.orderRejected',
  completeOrder: 'sales.orderCompleted',
  syncStorages: 'sales.storagesSynced',
  deleteLead: 'notification.deletedOne',
};

/**
 * The lifecycle's own notice and failure texts (contracts' ORDER_ACTIONS `notice`, and `statusMessage` where no spec
 * table names it), by their English text or the spec's notification key ('update_success', 'cancelled_success').
 */
export const LIFECYCLE_TEXTS: Readonly<Record<string, MessageKey>> = {
  update_success: 'sales.orderUpdated',
  cancelled_success: 'sales.orderCancelled',
  'Lead confirmed': 'orders.notice.leadConfirmed',
  'Quote reject success': 'orders.notice.quoteRejected',
  'Lead has been marked as lost': 'orders.notice.markedLost',
  'Follow up success': 'orders.notice.followUp',
  'Date updated successfully': 'orders.notice.dateUpdated',
  'Error updating date': 'orders.notice.dateNotUpdated',
  'Successfully Assigned': 'orders.notice.assigned',
};

/** A text of the lifecycle in the console's language: ours by the table above, the spec's messages by localText. */
const lifecycleText = (text: string): string => {
  const key = LIFECYCLE_TEXTS[text];
  return key ? t(key) : localText(text);
};

/** A button's label (a key): contracts' label of the action, Create Charges for a postpaid customer's invoice. */
export const actionLabel = (action: OrderAction, subject?: OrderActionSubject): MessageKey =>
  orderActionLabel(action, subject) === ORDER_ACTIONS[action].label
    ? `orders.action.${action}`
    : 'orders.action.createCharges';

/** Spec 2 §7-8: an update's answer may carry chargeUpdateStatus, which picks the outcome's text. */
const updateOutcomes = () => ({
  field: 'chargeUpdateStatus',
  notices: {
    chargeUpdated: t('sales.orderUpdatedChargeUpdated'),
    NoChargeUpdates: t('sales.orderUpdatedChargeNotUpdated'),
  },
});

/** Who the record is for: the customer's name and e-mail, or the lead's own for a customer not registered yet. */
const customerOf = (row: OrderRow) => ({ name: row.userName ?? row.name, email: row.userEmail ?? row.email });

/** Issue 31 §6: Send Quote and Confirm say what they did and for whom, where the record names its customer. */
const customerNotice = (action: OrderAction, row: OrderRow): string | undefined => {
  const { name, email } = customerOf(row);
  if (!name) return undefined;
  if (action === 'sendQuote') return email ? t('sales.quoteSentTo', { name, email }) : undefined;
  if (action === 'confirmLead') return t('sales.leadConfirmedOrderOpen', { name });
  if (action === 'confirmOrder') return t('sales.orderConfirmedFor', { name });
  return undefined;
};

const noticeOf = (action: OrderAction, p: SalesPage, row: OrderRow): string | undefined => {
  const told = customerNotice(action, row);
  if (told) return told;
  const spec = ORDER_ACTIONS[action].notice;
  if (spec) return lifecycleText(spec);
  if (action === 'createInvoice')
    return t(
      actionLabel(action, subjectOf(row)) === 'orders.action.createCharges'
        ? 'sales.chargesCreated'
        : 'sales.invoiceCreated',
    );
  if (action === 'updateItemList' || action === 'updateActualSize') return t('sales.orderUpdated');
  const ours = OUR_NOTICES[action];
  return ours === undefined ? undefined : t(typeof ours === 'string' ? ours : ours[p.page]);
};

const reasonDialog = (action: OrderAction, row: OrderRow): ActionDialog | undefined => {
  const r = REASONS[action];
  if (!r) return undefined;
  const fields: FormFieldDef[] = [
    { kind: 'selectReference', name: r.key, label: 'sales.reason', required: true, source: reasonSource(r.list) },
    { kind: 'multiline', name: 'reason', label: 'sales.comment', maxLength: MAX_COMMENT_LENGTH },
  ];
  return {
    kind: 'form',
    title: t('orders.action.dialogTitle', { action: t(actionLabel(action, subjectOf(row))), id: row.id }),
    fields,
    initial: { [r.key]: null, reason: '' },
    validate: (v) => validateReasonChoice({ reasonId: v[r.key] as number | null, reason: v.reason as string }, r.key),
    ready: (v) => v[r.key] !== null && v[r.key] !== undefined,
  };
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const dayToInstant = (day: unknown): string => dayjs(String(day)).startOf('day').toISOString();

/** The service lines an invoice is made of (spec 2 §7: CREATE_INVOICE with serviceIds). */
const ServicesChoice = ({
  row,
  value,
  onChange,
}: {
  row: OrderRow;
  value: unknown;
  onChange: (v: unknown) => void;
}) => {
  const catalogue = useSalesCatalogue();
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  if (row.services.length === 0) return <Typography color="text.secondary">{t('sales.noServices')}</Typography>;
  return (
    <Box>
      <FormHelperText>{t('sales.services')}</FormHelperText>
      {row.services.map((s) => (
        <FormControlLabel
          key={s.servicetypeId}
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              checked={chosen.includes(s.servicetypeId)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, s.servicetypeId] : chosen.filter((x) => x !== s.servicetypeId))
              }
            />
          }
          label={
            s.servicetype?.name ||
            catalogue.serviceTypes.find((x) => x.id === s.servicetypeId)?.name ||
            `#${s.servicetypeId}`
          }
        />
      ))}
    </Box>
  );
};

const isConfirm = (action: OrderAction): boolean => action === 'confirmLead' || action === 'confirmOrder';

/** Spec 2 §8: Confirm of a record whose size differs from the quote asks the rent confirmation first. */
const asksRent = (action: OrderAction, row: OrderRow): boolean => isConfirm(action) && quoteChange(row) === 'size';

/** CBM as contracts' RENT_CONFIRMATION says it: at most 3 decimals. */
const cbm = (n: number | null | undefined): string => String(Number((n ?? 0).toFixed(3)));

/** Contracts' RENT_CONFIRMATION text in the console's language. */
export const rentText = (row: OrderRow): string =>
  t('orders.rent.text', { from: cbm(row.quotedSize), to: cbm(row.size) });

/** What the action asks before it runs (the lifecycle's `dialog`). */
const dialogOf = (action: OrderAction, row: OrderRow): ActionDialog | undefined => {
  if (asksRent(action, row)) return { kind: 'confirm', title: t('orders.rent.title'), text: rentText(row) };
  const rule = ORDER_ACTIONS[action];
  switch (rule.dialog) {
    case 'none':
    case 'form':
      return undefined;
    case 'confirm':
      return { kind: 'confirm' };
    case 'reason':
      return reasonDialog(action, row);
    case 'date': {
      const name = action === 'followUp' ? 'followUpAt' : 'createdAt';
      const current = action === 'followUp' ? row.followUpAt : row.createdAt;
      return {
        kind: 'form',
        fields: [
          {
            kind: 'date',
            name,
            label: action === 'followUp' ? 'sales.followUpDate' : 'sales.createdDate',
            required: true,
          },
        ],
        initial: { [name]: current ? dayjs(current).format('YYYY-MM-DD') : null },
        validate: (v) => validateFollowUp(v[name] as string | null).map((e) => ({ ...e, path: name })),
        ready: (v) => Boolean(v[name]),
      };
    }
    case 'assignee':
      return {
        kind: 'form',
        fields: [
          {
            kind: 'selectReference',
            name: 'assigneeId',
            label: 'sales.assignTo',
            required: true,
            source: salesStaffSource(row.countryId, 40, false),
          },
        ],
        initial: { assigneeId: row.assigneeId },
        validate: (v) => validateAssignee(v.assigneeId as number | null),
        ready: (v) => v.assigneeId !== null && v.assigneeId !== undefined,
      };
    case 'size':
      return {
        kind: 'form',
        fields: [{ kind: 'text', name: 'actualSize', label: 'sales.actualSize', required: true }],
        initial: { actualSize: row.actualSize === null ? '' : String(row.actualSize) },
        validate: (v) => validateActualSize(text(v.actualSize) === '' ? Number.NaN : Number(text(v.actualSize))),
      };
    case 'services':
      return {
        kind: 'form',
        fields: [
          {
            kind: 'custom',
            name: 'serviceIds',
            label: 'sales.services',
            render: (p) => <ServicesChoice row={row} value={p.value} onChange={p.onChange} />,
          },
        ],
        initial: { serviceIds: row.services.map((s) => s.servicetypeId) },
      };
  }
};

/** The PATCH body of spec 2 §7 'Order and lead calls' each action sends, from the dialog's values. */
const bodyOf = (action: OrderAction, row: OrderRow): ((v: FormValues) => Record<string, unknown>) | undefined => {
  const r = REASONS[action];
  if (r) return (v) => ({ status: ORDER_ACTIONS[action].to, [r.key]: v[r.key], reason: text(v.reason) || null });
  switch (action) {
    case 'sendQuote':
      return () => ({
        status: 'quote_sent',
        quoteSentAt: new Date().toISOString(),
        quoteVersionSent: row.quoteVersion,
      });
    case 'confirmLead':
    case 'confirmOrder':
      // The rent confirmation was answered in the dialog (asksRent): the server is told so.
      return () => ({
        status: 'confirmed',
        confirmedAt: new Date().toISOString(),
        ...(asksRent(action, row) ? { confirmRent: true } : {}),
      });
    case 'restore':
    case 'rejectQuote':
    case 'rejectOrder':
    case 'completeOrder':
      return () => ({ status: ORDER_ACTIONS[action].to });
    case 'followUp':
      return (v) => ({ followUpAt: dayToInstant(v.followUpAt) });
    case 'changeCreationDate':
      // The day changes; the time of day stays.
      return (v) => {
        const at = dayjs(row.createdAt);
        const day = dayjs(String(v.createdAt));
        return { createdAt: at.year(day.year()).month(day.month()).date(day.date()).toISOString(), editFlag: true };
      };
    case 'updateItemList':
      return () => ({ items: row.currentItems ?? [] });
    case 'syncStorages':
      return () => ({ action: 'SYNC_ORDER' });
    case 'updateActualSize':
      return (v) => ({ actualSize: Number(text(v.actualSize)) });
    case 'createInvoice':
      return (v) => ({ action: 'CREATE_INVOICE', serviceIds: v.serviceIds ?? [] });
    case 'assign':
      return (v) => ({ assigneeId: v.assigneeId });
    default:
      return undefined;
  }
};

/**
 * The buttons without a PATCH form of their own (spec 2 §7 makes Send Thank You and Send Confirmation tasks, which
 * the server records on the order; Assign To Me is the actor's own assignment, with its own permission):
 * POST /api/v1/<leads|orders>/:id/actions/<action>.
 */
const BUTTON_ACTIONS: readonly OrderAction[] = ['sendThankYou', 'sendConfirmation', 'assignToMe'];

const runOf = (action: OrderAction, row: OrderRow, p: SalesPage): ActionRun => {
  const path = `${p.api.recordPath}/${row.id}`;
  const rule = ORDER_ACTIONS[action];
  const notice = noticeOf(action, p, row);
  const notices = {
    ...(notice !== undefined ? { notice } : {}),
    // Spec 2 §8 'Assigning': the success is an info notice, a failure a warning.
    ...(action === 'assign' || action === 'assignToMe'
      ? { noticeType: 'info' as const, failureType: 'warning' as const }
      : {}),
    ...(['updateItemList', 'updateActualSize', 'syncStorages'].includes(action) ? { noticeBy: updateOutcomes() } : {}),
    failureNotice: lifecycleText(rule.statusMessage),
  };
  switch (action) {
    case 'editLead':
    case 'editOrder':
      return { kind: 'navigate', to: `${p.basePath}/${row.id}` };
    case 'revise':
      // Spec 2 §2: a revision is opened at /leads/{id}?quoteVersion={n+1}.
      return { kind: 'navigate', to: `${p.basePath}/${row.id}?quoteVersion=${(row.quoteVersion ?? 0) + 1}` };
    case 'deleteLead':
      return { kind: 'request', method: 'DELETE', path, answer: { kind: 'none' }, redirectTo: p.basePath, ...notices };
    default: {
      // Send Quote again on a quote already sent is no status change, so not a PATCH form: the button call.
      const button = BUTTON_ACTIONS.includes(action) || (action === 'sendQuote' && row.status === 'quote_sent');
      if (button)
        return {
          kind: 'request',
          method: 'POST',
          path: `/api/v1/${p.api.name}/${row.id}/actions/${action}`,
          ...notices,
        };
      const body = bodyOf(action, row);
      return { kind: 'request', method: 'PATCH', path, ...(body ? { body } : {}), ...notices };
    }
  }
};

const COLOURS: Partial<Record<OrderAction, RecordAction['color']>> = {
  confirmLead: 'success',
  confirmOrder: 'success',
  completeOrder: 'success',
  markLost: 'warning',
  putOnHold: 'warning',
  putOrderOnHold: 'warning',
  rejectLead: 'error',
  rejectOrder: 'error',
  rejectQuote: 'error',
  cancelOrder: 'error',
  deleteLead: 'error',
};

/** The record's buttons on a page: the lifecycle's allowed actions, then View Quote on the lead page. */
export const orderActions = (row: OrderRow, viewer: Viewer, page: SalesPage['page']): RecordAction[] => {
  const p = SALES_PAGES[page];
  const subject = subjectOf(row);
  const actor = actorOf(viewer);
  const allowed = allowedOrderActions(subject, actor, page);
  const editable = allowed.includes('editLead') || allowed.includes('editOrder');
  // A lead whose quote was sent changes by a revision (spec 2 §2): that is the form to complete it in.
  const completeIn = editable
    ? `${p.basePath}/${row.id}?confirm=1`
    : allowed.includes('revise')
      ? `${p.basePath}/${row.id}?quoteVersion=${(row.quoteVersion ?? 0) + 1}&confirm=1`
      : undefined;
  const actions: RecordAction[] = allowed.map((action) => {
    // Issue 14: Confirm with fields missing opens the edit (or revision) form with every one of them marked, before any call.
    if (isConfirm(action) && completeIn && confirmMissingFields(subject).length > 0) {
      return {
        id: action,
        label: actionLabel(action, subject),
        color: 'success' as const,
        run: { kind: 'navigate' as const, to: completeIn },
      };
    }
    const dialog = dialogOf(action, row);
    // Spec 2 §4: editing a confirmed or lost lead warns that the linked order will be deleted.
    const warning = ORDER_ACTIONS[action].warning?.(subject);
    return {
      id: action,
      label: actionLabel(action, subject),
      ...(COLOURS[action] ? { color: COLOURS[action] } : {}),
      refuse: () => {
        // The rent confirmation is the dialog's question, not a refusal (spec 2 §8).
        const refusal = checkOrderAction(
          action,
          asksRent(action, row) ? { ...subject, rentConfirmed: true } : subject,
          actor,
          page,
        );
        if (!refusal) return undefined;
        // Confirm names every missing item (spec 2 §5), one per line.
        const message = refusal.errors?.length
          ? refusal.errors.map((e) => localText(e.message)).join('\n')
          : localText(refusal.message);
        return {
          message,
          severity: refusal.severity,
          ...(refusal.detail ? { detail: localText(refusal.detail) } : {}),
        };
      },
      ...(dialog ? { dialog } : warning ? { dialog: { kind: 'confirm' as const, text: localText(warning) } } : {}),
      run: runOf(action, row, p),
    };
  });
  if (page === 'lead' && leadHasOrder(row) && mayUse(viewer, 'orders', 'view')) {
    // Issue 31 §6: a confirmed lead leads to its order (the same record, on the orders page).
    actions.push({
      id: 'openOrder',
      label: 'sales.openOrder',
      run: { kind: 'navigate', to: `${SALES_PAGES.order.basePath}/${row.id}/show` },
    });
  }
  if (page === 'lead') {
    // Spec 2 §2: View Quote opens the quote PDF of the lead (a short-lived signed link, in a new tab).
    actions.push({
      id: 'viewQuote',
      label: 'sales.viewQuote',
      run: {
        kind: 'request',
        method: 'GET',
        path: `/api/v1/orders/${row.id}/quote-link`,
        answer: { kind: 'open', field: 'url' },
        failureNotice: t('sales.quoteLinkFailed'),
      },
    });
  }
  return actions;
};
