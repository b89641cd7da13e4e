import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  applyOrderCreateDefaults,
  confirmMissingFields,
  type ConfirmInput,
  validateLeadCreate,
  validateLeadEdit,
  validateOrderCreate,
  validateOrderEdit,
  type FieldError,
  type OrderPage,
  type OrderRow,
  type OrderRuleInput,
} from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { useRecord } from '../../framework/show/useRecord';
import type { Viewer } from '../../framework/types';
import { recordTitle, SALES_PAGES } from '../../shared/orders/api';
import { orderSections } from './form/sections';
import { createValues, editValues, orderBody, serviceErrors } from './form/values';
import { useSalesCatalogue } from '../../shared/orders/useSalesCatalogue';

/** Spec 2 §5: each page's and mode's rules (contracts), on the record as it would be saved. */
const validatorOf =
  (page: OrderPage, mode: 'create' | 'edit', viewer: Viewer) =>
  (_body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] => {
    const input = full as OrderRuleInput;
    const rules =
      page === 'lead'
        ? mode === 'create'
          ? validateLeadCreate(applyOrderCreateDefaults(input, { userCountryId: viewer.countryId }))
          : validateLeadEdit(input)
        : mode === 'create'
          ? validateOrderCreate(input)
          : validateOrderEdit(input);
    return [...rules, ...serviceErrors(full)];
  };

/**
 * Lead and order create (spec 2 §2, §5): the tabs Storage, Customer, Address, Items, Services, Date, Checklist,
 * Billing; country and city from the user; an existing or a new customer; to the show page after saving.
 */
export const SalesCreate = ({ page }: { page: OrderPage }) => {
  const viewer = useViewer();
  const p = SALES_PAGES[page];
  const catalogue = useSalesCatalogue();
  // Built as the form renders, as MyProfile's: the choices' words follow the console's language.
  const sections = orderSections('create', catalogue);
  const initial = useMemo(() => createValues(viewer), [viewer]);
  return (
    <ResourceForm
      formId={`${p.api.name}:create`}
      api={p.api}
      title={page === 'lead' ? 'orders.createTitle.lead' : 'orders.createTitle.order'}
      layout="tabs"
      sections={sections}
      initialValues={initial}
      toBody={(v) => orderBody(v, catalogue, [])}
      validate={validatorOf(page, 'create', viewer)}
      redirectTo={`${p.basePath}/:id/show`}
      notice={t(page === 'lead' ? 'sales.leadCreated' : 'sales.orderCreated')}
      failureNotice={t('sales.orderCreateFailed')}
    />
  );
};

/** The field of this form that holds a rule's path: the address is typed here as its first line (contracts: addressId or line1). */
const FORM_FIELD_OF: Readonly<Record<string, string>> = { addressId: 'line1' };

/**
 * Lead and order edit (spec 2 §2): the same tabs, to the show page after saving, not undoable. A revision opens at
 * /leads/{id}?quoteVersion={n+1}: that value is the form's quoteVersion, carried as nextQuoteVersion too.
 */
export const SalesEdit = ({ page }: { page: OrderPage }) => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const viewer = useViewer();
  const p = SALES_PAGES[page];
  const catalogue = useSalesCatalogue();
  const { record, status } = useRecord<OrderRow>(p.api, id);
  const sections = orderSections('edit', catalogue);
  const requested = Number(search.get('quoteVersion'));
  const quoteVersion = page === 'lead' && Number.isSafeInteger(requested) && requested > 0 ? requested : undefined;
  const compareTo = useMemo(() => (record ? editValues(record) : null), [record]);
  const initial = useMemo(() => (record ? editValues(record, quoteVersion) : null), [record, quoteVersion]);
  if (status === 'missing' || status === 'error') {
    return (
      <Paper sx={{ p: 4 }}>
        <Typography variant="h6">{t('record.notFound')}</Typography>
      </Paper>
    );
  }
  if (!record || !initial || !compareTo || String(record.id) !== id || !catalogue.ready) {
    return (
      <Paper sx={{ p: 3 }}>
        <Skeleton width="40%" height={40} />
        <Skeleton height={240} />
      </Paper>
    );
  }
  // Issue 14: sent here by Confirm with fields missing: every one of them is marked at once.
  const toConfirm = search.get('confirm') === '1';
  const missing = toConfirm
    ? confirmMissingFields(record as unknown as ConfirmInput).map((e) => ({
        ...e,
        path: FORM_FIELD_OF[e.path] ?? e.path,
      }))
    : [];
  const title =
    quoteVersion !== undefined
      ? t('orders.reviseTitle', { title: recordTitle(p, record), version: String(quoteVersion) })
      : toConfirm
        ? t('sales.completeToConfirm', { title: recordTitle(p, record) })
        : t('orders.editTitle', { title: recordTitle(p, record) });
  return (
    <ResourceForm
      key={`${record.id}:${quoteVersion ?? ''}:${toConfirm ? 'confirm' : ''}`}
      initialErrors={missing}
      formId={`${p.api.name}:edit:${record.id}`}
      api={p.api}
      id={record.id}
      title={title}
      layout="tabs"
      sections={sections}
      initialValues={initial}
      compareTo={compareTo}
      toBody={(v) => orderBody(v, catalogue, [])}
      validate={validatorOf(page, 'edit', viewer)}
      redirectTo={`${p.basePath}/:id/show`}
      notice={t(page === 'lead' ? 'sales.leadUpdated' : 'sales.orderUpdated')}
      failureNotice={t(page === 'lead' ? 'sales.leadUpdateFailed' : 'sales.orderUpdateFailed')}
    />
  );
};
