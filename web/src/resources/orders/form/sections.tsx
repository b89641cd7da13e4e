import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import {
  CHECKLIST_ITEMS,
  COUNTRIES,
  currencyOfCountry,
  hasPermission,
  isCountryId,
  KUWAIT_DEFAULT_CITY_ID,
  OWN_PARTNER_ID,
} from '@console/contracts';
import type { FormFieldDef, FormSection, FormValues } from '../../../framework/form/types';
import type { Choice, Viewer } from '../../../framework/types';
import { citySource, customerSource, partnersSource } from '../../../framework/fields/sources';
import { QuoteTable, usePartnerSlabs } from '../PriceCalculator';
import type { SalesCatalogue } from '../../../shared/orders/useSalesCatalogue';
import {
  allowedTimeChoices,
  buildingTypeChoices,
  channelChoices,
  orderTypeChoices,
  personaChoices,
  pickupChoices,
  slotPlacementChoices,
  SURVEY_TIME_CHOICES,
  timeSlotChoices,
  warehouseTypeChoices,
  yesNoChoices,
} from './choices';
import { EditCustomerButton } from './EditCustomerDialog';
import { ItemsInput, ServicesInput } from '../../../shared/orders/form/LineInputs';
import { checklistKey, formQuote, isChecklistBoolean } from './values';
import { t, type MessageKey } from '../../../app/i18n/messages';

/**
 * The lead and order forms' tabs (spec 2 §2): Storage, Customer, Address, Items, Services, Date, Checklist (pickup
 * only), Billing (the price calculator). Spec 2 §6: the partner picker for staff only; tags and coupon for admin,
 * staff and global-staff.
 */

const COUNTRY_CHOICES: Choice[] = COUNTRIES.map((c) => ({ id: c.id, name: c.name }));
const isStaff = (viewer: Viewer) => hasPermission(viewer.permissions, 'staff');
const isStaffLike = (viewer: Viewer) =>
  ['staff', 'global-staff'].some((r) => hasPermission(viewer.permissions, r as 'staff'));
const pickup = (v: FormValues) => v.pickupRequired === 'yes';
const existing = (v: FormValues) => v.existingCustomer === true;
const countryOf = (v: FormValues): number | null =>
  v.countryId === null || v.countryId === undefined || v.countryId === '' ? null : Number(v.countryId);

/** Warehouse type: a list of AC / Non AC (spec 2 §3, §9). */
const WarehouseTypeInput = ({
  value,
  onChange,
  error,
  countryId,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  error?: string;
  countryId: number | null;
}) => {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Box>
      <FormLabel component="legend" sx={{ fontSize: 12 }}>
        {t('orders.field.warehouseType')}
      </FormLabel>
      <FormGroup row>
        {warehouseTypeChoices(countryId).map((c) => (
          <FormControlLabel
            key={c.id}
            label={c.name}
            control={
              <Checkbox
                name={`warehouseType.${c.id}`}
                checked={chosen.includes(String(c.id))}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, String(c.id)] : chosen.filter((x) => x !== c.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};

const checklistFields = (): FormFieldDef[] =>
  CHECKLIST_ITEMS.map(({ field, when }) => {
    const name = checklistKey(field);
    // An item asked only under a condition (parking, lift, bulky items, another person) shows only then.
    const visible = when
      ? (v: FormValues) =>
          when({
            parkingSlotAvailable: v['checklist.parkingSlotAvailable'] === 'yes',
            liftAvailable: v['checklist.liftAvailable'] === 'yes',
            anyItemsNotFitinsideLift: v['checklist.anyItemsNotFitinsideLift'] === 'yes',
            authorizeOtherPerson: v['checklist.authorizeOtherPerson'] === 'yes',
          })
      : undefined;
    const label: MessageKey = `orders.checklist.${field}`;
    const base = { name, label, ...(visible ? { visible } : {}) };
    if (isChecklistBoolean(field))
      return { ...base, kind: 'select' as const, choices: yesNoChoices(), emptyLabel: '—' };
    if (field === 'buildingType')
      return { ...base, kind: 'select' as const, choices: buildingTypeChoices(), emptyLabel: '—' };
    if (field === 'isSlotInsideOrOutside')
      return { ...base, kind: 'select' as const, choices: slotPlacementChoices(), emptyLabel: '—' };
    if (field === 'maximumAllowedLoadingTime' || field === 'maximumAllowedLiftTime')
      return { ...base, kind: 'select' as const, choices: allowedTimeChoices(), emptyLabel: '—' };
    return { ...base, kind: field === 'liftNotFitDetails' ? ('multiline' as const) : ('text' as const) };
  });

/** The Billing tab's price calculator on the form as it stands, with the partner's commission slabs. */
const FormCalculator = ({ values, catalogue }: { values: FormValues; catalogue: SalesCatalogue }) => {
  const partnerId = values.partnerId === null || values.partnerId === undefined ? null : Number(values.partnerId);
  const first = formQuote(values, catalogue, []);
  const slabs = usePartnerSlabs(partnerId, first?.size ?? 0);
  const quote = slabs.length ? formQuote(values, catalogue, slabs) : first;
  return quote ? (
    <QuoteTable quote={quote} />
  ) : (
    <Typography color="text.secondary">{t('orders.choosePrice')}</Typography>
  );
};

export const orderSections = (mode: 'create' | 'edit', catalogue: SalesCatalogue): FormSection[] => [
  {
    title: 'orders.section.storage',
    fields: [
      { kind: 'select', name: 'type', label: 'orders.field.type', required: true, choices: orderTypeChoices() },
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'orders.field.partner',
        required: true,
        source: partnersSource,
        visible: (_v, viewer) => isStaff(viewer),
      },
      {
        kind: 'select',
        name: 'countryId',
        label: 'orders.field.country',
        required: true,
        choices: COUNTRY_CHOICES,
        // Spec 2 §9: a new country's city is its default (6 for country 2), its warehouse types its own.
        derive: (v, values) => {
          const countryId = v === null || v === '' ? null : Number(v);
          const allowed = new Set(warehouseTypeChoices(countryId).map((c) => String(c.id)));
          return {
            cityId: countryId === 2 ? KUWAIT_DEFAULT_CITY_ID : null,
            warehouseType: (Array.isArray(values.warehouseType) ? (values.warehouseType as string[]) : []).filter((w) =>
              allowed.has(w),
            ),
          };
        },
      },
      {
        kind: 'selectReference',
        name: 'cityId',
        label: 'orders.field.city',
        required: true,
        source: (v) => citySource(countryOf(v)),
        emptyLabel: '—',
      },
      {
        kind: 'custom',
        name: 'warehouseType',
        label: 'orders.field.warehouseType',
        render: (p) => (
          <WarehouseTypeInput value={p.value} onChange={p.onChange} error={p.error} countryId={countryOf(p.values)} />
        ),
      },
      { kind: 'text', name: 'storageType', label: 'orders.field.storageType' },
      { kind: 'text', name: 'need', label: 'orders.field.need', required: true, visible: (v) => v.type === 'storage' },
      { kind: 'text', name: 'storageContents', label: 'orders.field.storageContents' },
      { kind: 'boolean', name: 'insuranceRequired', label: 'orders.field.insuranceRequired' },
      {
        kind: 'select',
        name: 'channel',
        label: 'orders.field.channel',
        required: true,
        choices: channelChoices(),
        emptyLabel: '—',
      },
      { kind: 'text', name: 'source', label: 'orders.field.source' },
      { kind: 'text', name: 'paymentMode', label: 'orders.field.paymentMode' },
      { kind: 'money', name: 'customerBudget', label: 'orders.field.customerBudget' },
      { kind: 'text', name: 'ref', label: 'orders.field.reference' },
      {
        kind: 'tags',
        name: 'tags',
        label: 'orders.field.tags',
        wide: true,
        visible: (_v, viewer) => isStaffLike(viewer),
      },
      { kind: 'multiline', name: 'notes', label: 'orders.field.notes', wide: true },
    ],
  },
  {
    title: 'orders.section.customer',
    fields: [
      { kind: 'boolean', name: 'existingCustomer', label: 'orders.field.existingCustomer', readOnly: mode === 'edit' },
      {
        kind: 'reference',
        name: 'userId',
        label: 'orders.field.customer',
        required: true,
        source: customerSource(2),
        visible: existing,
      },
      ...(mode === 'edit'
        ? [
            {
              kind: 'custom' as const,
              name: 'editCustomer',
              label: 'orders.field.editCustomer',
              visible: (v: FormValues) => existing(v) && v.userId !== null,
              render: (p: { values: FormValues }) => <EditCustomerButton userId={Number(p.values.userId)} />,
            },
          ]
        : []),
      { kind: 'text', name: 'name', label: 'orders.field.name', required: true, visible: (v) => !existing(v) },
      { kind: 'email', name: 'email', label: 'orders.field.email', required: true, visible: (v) => !existing(v) },
      { kind: 'phone', name: 'phone', label: 'orders.field.phone', required: true, visible: (v) => !existing(v) },
      {
        kind: 'select',
        name: 'persona',
        label: 'orders.field.persona',
        required: true,
        choices: personaChoices(),
        emptyLabel: '—',
        visible: (v) => !existing(v),
      },
    ],
  },
  {
    title: 'orders.section.address',
    fields: [
      { kind: 'select', name: 'pickupRequired', label: 'orders.field.pickupRequired', choices: pickupChoices() },
      { kind: 'text', name: 'line1', label: 'orders.field.address', wide: true },
      { kind: 'text', name: 'area', label: 'orders.field.area' },
      { kind: 'text', name: 'destLine1', label: 'orders.field.destAddress', wide: true },
      { kind: 'text', name: 'destArea', label: 'orders.field.destArea' },
    ],
  },
  {
    title: 'orders.section.items',
    fields: [
      {
        kind: 'custom',
        name: 'items',
        label: 'orders.field.items',
        wide: true,
        render: (p) => <ItemsInput value={p.value} onChange={p.onChange} error={p.error} catalogue={catalogue} />,
      },
    ],
  },
  {
    title: 'orders.section.services',
    fields: [
      {
        kind: 'custom',
        name: 'services',
        label: 'sales.services',
        wide: true,
        render: (p) => {
          const c = countryOf(p.values);
          return (
            <ServicesInput
              value={p.value}
              onChange={p.onChange}
              error={p.error}
              catalogue={catalogue}
              currency={isCountryId(c) ? currencyOfCountry(c) : 'AED'}
            />
          );
        },
      },
    ],
  },
  {
    title: 'orders.section.date',
    fields: [
      { kind: 'date', name: 'date', label: 'orders.field.pickupDate', visible: pickup },
      { kind: 'date', name: 'date', label: 'orders.field.dropDate', visible: (v) => !pickup(v) },
      {
        kind: 'select',
        name: 'pickupTimeFrom',
        label: 'orders.field.timeSlot',
        choices: timeSlotChoices(),
        emptyLabel: '—',
      },
      { kind: 'text', name: 'months', label: 'orders.field.months' },
      { kind: 'text', name: 'expectedStorageDuration', label: 'orders.field.expectedDurationMonths' },
      { kind: 'date', name: 'renewalDate', label: 'orders.field.renewalDate' },
      { kind: 'date', name: 'deliveryDate', label: 'orders.field.deliveryDate' },
      {
        kind: 'select',
        name: 'deliveryTimeFrom',
        label: 'orders.field.deliveryTimeSlot',
        choices: timeSlotChoices(),
        emptyLabel: '—',
      },
      { kind: 'boolean', name: 'newboxRequired', label: 'orders.field.newboxRequired' },
      { kind: 'boolean', name: 'surveyRequired', label: 'orders.field.surveyRequired' },
      { kind: 'date', name: 'surveyDate', label: 'orders.field.surveyDate', visible: (v) => v.surveyRequired === true },
      {
        kind: 'select',
        name: 'surveyTime',
        label: 'orders.field.surveyTime',
        choices: SURVEY_TIME_CHOICES,
        emptyLabel: '—',
        visible: (v) => v.surveyRequired === true,
      },
    ],
  },
  { title: 'orders.section.checklist', visible: pickup, fields: checklistFields() },
  {
    title: 'orders.section.billing',
    fields: [
      { kind: 'text', name: 'couponId', label: 'orders.field.coupon', visible: (_v, viewer) => isStaffLike(viewer) },
      {
        kind: 'money',
        name: 'rate',
        label: 'orders.field.rate',
        helperText: 'orders.field.rateHelp',
      },
      {
        kind: 'money',
        name: 'customerRent',
        label: 'orders.field.customerRent',
        helperText: 'orders.field.customerRentHelp',
      },
      {
        kind: 'text',
        name: 'partnerStorageCommissionPercent',
        label: 'orders.field.partnerStorageCommission',
        visible: (v) => Number(v.partnerId ?? OWN_PARTNER_ID) !== OWN_PARTNER_ID,
      },
      {
        kind: 'text',
        name: 'partnerServiceCommissionPercent',
        label: 'orders.field.partnerServiceCommission',
        visible: (v) => Number(v.partnerId ?? OWN_PARTNER_ID) !== OWN_PARTNER_ID,
      },
      {
        kind: 'custom',
        name: 'calculator',
        label: 'orders.field.price',
        wide: true,
        render: (p) => <FormCalculator values={p.values} catalogue={catalogue} />,
      },
    ],
  },
];
