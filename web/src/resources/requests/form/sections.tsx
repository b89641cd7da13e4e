import {
  canEditRequestStatus,
  COUNTRIES,
  currencyOfCountry,
  hasPermission,
  isCountryId,
  requestTakesAddress,
  RequestStatus,
  RequestType,
  showRequestLineEditor,
  showRequestOrderPicker,
  type RequestType as RequestTypeValue,
} from '@console/contracts';
import type { FormSection, FormValues } from '../../../framework/form/types';
import type { Choice, Viewer } from '../../../framework/types';
import { ServicesInput } from '../../../shared/orders/form/LineInputs';
import type { SalesCatalogue } from '../../../shared/orders/useSalesCatalogue';
import { actorOf } from '../../../shared/requests/actor';
import { citySource, partnersSource } from '../../../framework/fields/sources';
import { requestUserSource, userAddressesSource, userOrdersSource } from '../../../shared/requests/sources';
import { LinesEditor } from './LinesEditor';
import { TimeSlotSelect } from '../../../shared/requests/TimeSlotSelect';
import type { LineDraft } from './values';
import { valueChoices } from '../../../app/i18n/enumText';

const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));

const idOf = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const typeOf = (v: FormValues): RequestTypeValue | null => (RequestType.is(v.type) ? v.type : null);
const isStaff = (viewer: Viewer) => hasPermission(viewer.permissions, 'staff');

export interface SectionOptions {
  readonly mode: 'create' | 'edit';
  /** A create from a storage selection (spec 2 §5): the user, country and lines come from the storages. */
  readonly fromStorages?: boolean;
}

/**
 * The request form (spec 2 §2): Request (user picker after 3 typed characters as name plus id, type, the order
 * picker only with a user and a type other than delivery or collect, the user's orders 100 a page, date, time
 * slot, country and city, the address only for the types that take one and of the user, payment mode; the partner
 * for staff, the status for those who may change it), Lines (the SME-mode toggle and the line editor), Services.
 */
export const requestSections = (catalogue: SalesCatalogue, options: SectionOptions): FormSection[] => {
  const fixed = options.fromStorages === true;
  // The choices' words in the console's language when the form is made (not when this module loads).
  const TYPE_CHOICES = valueChoices(RequestType.values);
  const STATUS_CHOICES = valueChoices(RequestStatus.values);
  return [
    {
      title: 'requests.label.request',
      fields: [
        {
          kind: 'selectReference',
          name: 'partnerId',
          label: 'requests.label.partner',
          source: partnersSource,
          visible: (_v, viewer) => isStaff(viewer) && !fixed,
        },
        {
          kind: 'reference',
          name: 'userId',
          label: 'requests.label.customer',
          required: true,
          source: requestUserSource,
          readOnly: fixed,
          // Another user's orders, addresses and storages are not this one's.
          derive: (v, values) => ({
            orderId: null,
            addressId: null,
            ...(v === values.userId
              ? {}
              : {
                  request_lines: ((values.request_lines ?? []) as LineDraft[]).map((l) => ({ ...l, storageId: null })),
                }),
          }),
        },
        { kind: 'select', name: 'type', label: 'requests.label.type', required: true, choices: TYPE_CHOICES },
        {
          kind: 'selectReference',
          name: 'orderId',
          label: 'requests.label.order',
          required: fixed,
          emptyLabel: '—',
          source: (v) => userOrdersSource(idOf(v.userId) ?? 0),
          visible: (v) => showRequestOrderPicker(idOf(v.userId), typeOf(v)) || fixed,
        },
        {
          kind: 'boolean',
          name: 'isRelatedRequest',
          label: 'requests.label.relatedRequest',
          visible: (v) => idOf(v.orderId) !== null,
        },
        { kind: 'date', name: 'date', label: 'requests.label.date', required: true },
        {
          // Spec 2 §5's slots as the request's country configures them (issue 34 §6); the choice sets both hours.
          kind: 'custom',
          name: 'slot',
          label: 'requests.label.timeSlot',
          required: fixed,
          render: ({ value, onChange, error, values }) => (
            <TimeSlotSelect
              name="slot"
              label="requests.label.timeSlot"
              countryId={idOf(values.countryId)}
              value={value}
              onChange={onChange}
              required={fixed}
              emptyLabel="—"
              {...(error !== undefined ? { error } : {})}
            />
          ),
        },
        {
          kind: 'select',
          name: 'countryId',
          label: 'requests.label.country',
          choices: COUNTRY_CHOICES,
          readOnly: fixed,
          derive: () => ({ cityId: null }),
        },
        {
          kind: 'selectReference',
          name: 'cityId',
          label: 'requests.label.city',
          required: true,
          emptyLabel: '—',
          source: (v) => citySource(idOf(v.countryId)),
        },
        {
          kind: 'selectReference',
          name: 'addressId',
          label: 'requests.label.address',
          emptyLabel: '—',
          source: (v) => userAddressesSource(idOf(v.userId) ?? 0),
          visible: (v) => idOf(v.userId) !== null && requestTakesAddress(typeOf(v)),
        },
        { kind: 'text', name: 'paymentMode', label: 'requests.label.paymentMode' },
        {
          kind: 'select',
          name: 'status',
          label: 'requests.label.status',
          choices: STATUS_CHOICES,
          visible: (_v, viewer) => options.mode === 'edit' && canEditRequestStatus(actorOf(viewer)),
        },
      ],
    },
    {
      title: 'requests.label.lines',
      fields: [
        { kind: 'boolean', name: 'isSME', label: 'requests.smeMode', visible: () => !fixed },
        {
          kind: 'custom',
          name: 'request_lines',
          label: 'requests.label.lines',
          wide: true,
          // Spec 2 §2: off SME mode the editor shows with a user and a type other than survey; in SME mode always.
          visible: (v) => fixed || v.isSME === true || showRequestLineEditor(idOf(v.userId), typeOf(v)),
          render: (p) => (
            <LinesEditor
              value={p.value}
              onChange={p.onChange}
              {...(p.error ? { error: p.error } : {})}
              userId={idOf(p.values.userId)}
              orderId={idOf(p.values.orderId)}
              isSME={p.values.isSME === true}
              type={typeOf(p.values)}
              fixedStorages={fixed}
            />
          ),
        },
      ],
    },
    {
      title: 'requests.label.services',
      fields: [
        {
          kind: 'custom',
          name: 'services',
          label: 'requests.label.services',
          wide: true,
          render: (p) => {
            const country = idOf(p.values.countryId);
            return (
              <ServicesInput
                value={p.value}
                onChange={p.onChange}
                {...(p.error ? { error: p.error } : {})}
                catalogue={catalogue}
                currency={isCountryId(country) ? currencyOfCountry(country) : 'AED'}
              />
            );
          },
        },
      ],
    },
  ];
};
