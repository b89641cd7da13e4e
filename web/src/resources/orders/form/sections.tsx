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
  ALLOWED_TIME_CHOICES,
  BUILDING_TYPE_CHOICES,
  CHANNEL_CHOICES,
  ORDER_TYPE_CHOICES,
  PERSONA_CHOICES,
  PICKUP_CHOICES,
  SLOT_PLACEMENT_CHOICES,
  SURVEY_TIME_CHOICES,
  TIME_SLOT_CHOICES,
  warehouseTypeChoices,
  YES_NO_CHOICES,
} from './choices';
import { EditCustomerButton } from './EditCustomerDialog';
import { ItemsInput, ServicesInput } from '../../../shared/orders/form/LineInputs';
import { checklistKey, formQuote, isChecklistBoolean } from './values';

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
        Warehouse Type
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
  CHECKLIST_ITEMS.map(({ field, label, when }) => {
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
    const base = { name, label, ...(visible ? { visible } : {}) };
    if (isChecklistBoolean(field))
      return { ...base, kind: 'select' as const, choices: YES_NO_CHOICES, emptyLabel: '—' };
    if (field === 'buildingType')
      return { ...base, kind: 'select' as const, choices: BUILDING_TYPE_CHOICES, emptyLabel: '—' };
    if (field === 'isSlotInsideOrOutside')
      return { ...base, kind: 'select' as const, choices: SLOT_PLACEMENT_CHOICES, emptyLabel: '—' };
    if (field === 'maximumAllowedLoadingTime' || field === 'maximumAllowedLiftTime')
      return { ...base, kind: 'select' as const, choices: ALLOWED_TIME_CHOICES, emptyLabel: '—' };
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
    <Typography color="text.secondary">Choose a country to see the price.</Typography>
  );
};

export const orderSections = (mode: 'create' | 'edit', catalogue: SalesCatalogue): FormSection[] => [
  {
    title: 'Storage',
    fields: [
      { kind: 'select', name: 'type', label: 'Order Type', required: true, choices: ORDER_TYPE_CHOICES },
      {
        kind: 'selectReference',
        name: 'partnerId',
        label: 'Partner',
        required: true,
        source: partnersSource,
        visible: (_v, viewer) => isStaff(viewer),
      },
      {
        kind: 'select',
        name: 'countryId',
        label: 'Country',
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
        label: 'City',
        required: true,
        source: (v) => citySource(countryOf(v)),
        emptyLabel: '—',
      },
      {
        kind: 'custom',
        name: 'warehouseType',
        label: 'Warehouse Type',
        render: (p) => (
          <WarehouseTypeInput value={p.value} onChange={p.onChange} error={p.error} countryId={countryOf(p.values)} />
        ),
      },
      { kind: 'text', name: 'storageType', label: 'Storage Type' },
      { kind: 'text', name: 'need', label: 'Need for Storage', required: true, visible: (v) => v.type === 'storage' },
      { kind: 'text', name: 'storageContents', label: 'Storage Contents' },
      { kind: 'boolean', name: 'insuranceRequired', label: 'Insurance Required' },
      { kind: 'select', name: 'channel', label: 'Channel', required: true, choices: CHANNEL_CHOICES, emptyLabel: '—' },
      { kind: 'text', name: 'source', label: 'Source' },
      { kind: 'text', name: 'paymentMode', label: 'Payment Mode' },
      { kind: 'money', name: 'customerBudget', label: 'Customer Budget' },
      { kind: 'text', name: 'ref', label: 'Reference' },
      { kind: 'tags', name: 'tags', label: 'Tags', wide: true, visible: (_v, viewer) => isStaffLike(viewer) },
      { kind: 'multiline', name: 'notes', label: 'Notes', wide: true },
    ],
  },
  {
    title: 'Customer',
    fields: [
      { kind: 'boolean', name: 'existingCustomer', label: 'Existing customer', readOnly: mode === 'edit' },
      {
        kind: 'reference',
        name: 'userId',
        label: 'Customer',
        required: true,
        source: customerSource(2),
        visible: existing,
      },
      ...(mode === 'edit'
        ? [
            {
              kind: 'custom' as const,
              name: 'editCustomer',
              label: 'Edit Customer',
              visible: (v: FormValues) => existing(v) && v.userId !== null,
              render: (p: { values: FormValues }) => <EditCustomerButton userId={Number(p.values.userId)} />,
            },
          ]
        : []),
      { kind: 'text', name: 'name', label: 'Name', required: true, visible: (v) => !existing(v) },
      { kind: 'email', name: 'email', label: 'Email', required: true, visible: (v) => !existing(v) },
      { kind: 'phone', name: 'phone', label: 'Phone', required: true, visible: (v) => !existing(v) },
      {
        kind: 'select',
        name: 'persona',
        label: 'Customer Persona',
        required: true,
        choices: PERSONA_CHOICES,
        emptyLabel: '—',
        visible: (v) => !existing(v),
      },
    ],
  },
  {
    title: 'Address',
    fields: [
      { kind: 'select', name: 'pickupRequired', label: 'Pickup or Drop Off', choices: PICKUP_CHOICES },
      { kind: 'text', name: 'line1', label: 'Address', wide: true },
      { kind: 'text', name: 'area', label: 'Area' },
      { kind: 'text', name: 'destLine1', label: 'Destination Address', wide: true },
      { kind: 'text', name: 'destArea', label: 'Destination Area' },
    ],
  },
  {
    title: 'Items',
    fields: [
      {
        kind: 'custom',
        name: 'items',
        label: 'Items',
        wide: true,
        render: (p) => <ItemsInput value={p.value} onChange={p.onChange} error={p.error} catalogue={catalogue} />,
      },
    ],
  },
  {
    title: 'Services',
    fields: [
      {
        kind: 'custom',
        name: 'services',
        label: 'Services',
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
    title: 'Date',
    fields: [
      { kind: 'date', name: 'date', label: 'Pickup Date', visible: pickup },
      { kind: 'date', name: 'date', label: 'Drop Date', visible: (v) => !pickup(v) },
      { kind: 'select', name: 'pickupTimeFrom', label: 'Time Slot', choices: TIME_SLOT_CHOICES, emptyLabel: '—' },
      { kind: 'text', name: 'months', label: 'Duration (months)' },
      { kind: 'text', name: 'expectedStorageDuration', label: 'Expected Storage Duration (months)' },
      { kind: 'date', name: 'renewalDate', label: 'Renewal Date' },
      { kind: 'date', name: 'deliveryDate', label: 'Delivery Date' },
      {
        kind: 'select',
        name: 'deliveryTimeFrom',
        label: 'Delivery Time Slot',
        choices: TIME_SLOT_CHOICES,
        emptyLabel: '—',
      },
      { kind: 'boolean', name: 'newboxRequired', label: 'New Box Required' },
      { kind: 'boolean', name: 'surveyRequired', label: 'Survey Required' },
      { kind: 'date', name: 'surveyDate', label: 'Survey Date', visible: (v) => v.surveyRequired === true },
      {
        kind: 'select',
        name: 'surveyTime',
        label: 'Survey Time',
        choices: SURVEY_TIME_CHOICES,
        emptyLabel: '—',
        visible: (v) => v.surveyRequired === true,
      },
    ],
  },
  { title: 'Checklist', visible: pickup, fields: checklistFields() },
  {
    title: 'Billing',
    fields: [
      { kind: 'text', name: 'couponId', label: 'Coupon', visible: (_v, viewer) => isStaffLike(viewer) },
      {
        kind: 'money',
        name: 'rate',
        label: 'Agreed Rate per CBM per month',
        helperText: 'Empty: the rate of the country and size',
      },
      { kind: 'money', name: 'customerRent', label: 'Customer Rent (monthly)', helperText: 'Empty: the computed rent' },
      {
        kind: 'text',
        name: 'partnerStorageCommissionPercent',
        label: 'Partner Storage Commission %',
        visible: (v) => Number(v.partnerId ?? OWN_PARTNER_ID) !== OWN_PARTNER_ID,
      },
      {
        kind: 'text',
        name: 'partnerServiceCommissionPercent',
        label: 'Partner Service Commission %',
        visible: (v) => Number(v.partnerId ?? OWN_PARTNER_ID) !== OWN_PARTNER_ID,
      },
      {
        kind: 'custom',
        name: 'calculator',
        label: 'Price',
        wide: true,
        render: (p) => <FormCalculator values={p.values} catalogue={catalogue} />,
      },
    ],
  },
];
