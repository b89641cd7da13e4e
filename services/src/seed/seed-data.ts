import type { ConfigurationKey } from '@console/contracts';
/** The demo's reference data (ARCHITECTURE §8: countries 1 UAE, 2 Kuwait, 3 KSA; partner 1 is the business). */
/**
 * The countries with the company that bills in each (spec 3 §3 Country legalEntity, address, trn). The companies,
 * addresses and TRNs are demo values, made up: a TRN of 15 digits as the UAE's and KSA's VAT numbers are written;
 * Kuwait has no VAT, so no TRN.
 */
export const DEMO_COUNTRIES = [
  {
    id: 1,
    name: 'UAE',
    code: 'AE',
    currency: 'AED',
    decimalPlaces: 2,
    vat: 5,
    legalEntity: 'Demo Storage FZ-LLC',
    address: 'Warehouse 12, Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
    trn: '100000000000003',
  },
  {
    id: 2,
    name: 'Kuwait',
    code: 'KW',
    currency: 'KWD',
    decimalPlaces: 3,
    vat: 0,
    legalEntity: 'Demo Storage Kuwait W.L.L.',
    address: 'Block 1, Street 10, Shuwaikh Industrial Area, Kuwait City, Kuwait',
    trn: null,
  },
  {
    id: 3,
    name: 'KSA',
    code: 'SA',
    currency: 'SAR',
    decimalPlaces: 2,
    vat: 15,
    legalEntity: 'Demo Storage Arabia LLC',
    address: 'Building 7, 2nd Industrial City, Riyadh, Kingdom of Saudi Arabia',
    trn: '300000000000003',
  },
] as const;

/** City 6 is Kuwait City: spec 2 §9 defaults a Kuwait order's city to 6. */
export const DEMO_CITIES = [
  { id: 1, name: 'Dubai', countryId: 1 },
  { id: 2, name: 'Abu Dhabi', countryId: 1 },
  { id: 3, name: 'Sharjah', countryId: 1 },
  { id: 4, name: 'Ajman', countryId: 1 },
  { id: 5, name: 'Al Ain', countryId: 1 },
  { id: 6, name: 'Kuwait City', countryId: 2 },
  { id: 7, name: 'Hawalli', countryId: 2 },
  { id: 8, name: 'Riyadh', countryId: 3 },
  { id: 9, name: 'Jeddah', countryId: 3 },
  { id: 10, name: 'Dammam', countryId: 3 },
] as const;

export const DEMO_PARTNERS = [
  { id: 1, name: 'Own business', countryId: 1 },
  { id: 2, name: 'Desert Storage LLC', countryId: 1 },
  { id: 3, name: 'Gulf Movers Co', countryId: 2 },
] as const;

/** The rooms lookup (spec 1 §7.6), ids 1 to 6: the room of the home a storage was packed from. */
export const DEMO_ROOMS = ['Living room', 'Bedroom', 'Kitchen', 'Office', 'Garage', 'Kids room'] as const;

export const DEMO_PASSWORD = 'demo1234';

export const FIRST_NAMES = [
  'Ahmed',
  'Fatima',
  'Mohammed',
  'Aisha',
  'Omar',
  'Mariam',
  'Khalid',
  'Noura',
  'Yousef',
  'Layla',
  'Hassan',
  'Sara',
  'Ali',
  'Huda',
  'Rashid',
  'Reem',
  'John',
  'Emma',
  'Raj',
  'Priya',
  'Carlos',
  'Anna',
  'Ivan',
  'Mei',
  'محمد',
  'فاطمة',
] as const;
export const LAST_NAMES = [
  'Al Mansoori',
  'Al Sabah',
  'Al Qahtani',
  'Haddad',
  'Khan',
  'Smith',
  'Sharma',
  'Fernandes',
  'Nasser',
  'Saleh',
  'Rahman',
  'Petrov',
  'Chen',
  'Al Otaibi',
  'Al Mutairi',
  'Ibrahim',
  'العلي',
  'الكويتي',
] as const;
export const DEMO_TAGS = [
  'vip',
  'corporate',
  'student',
  'late-payer',
  'referral',
  'long-term',
  'fragile',
  'relocation',
] as const;
export const DEMO_SOURCES = ['website', 'phone', 'whatsapp', 'partner', 'walk-in'] as const;

/** Services a quote can carry (spec 2 §9 names Pickup, Pickup and Packing, Delivery, Delivery (Charged Later)). */
export const DEMO_SERVICE_TYPES = [
  { id: 1, name: 'Pickup', rent: 1500000 },
  { id: 2, name: 'Pickup and Packing', rent: 2500000 },
  { id: 3, name: 'Delivery', rent: 1500000 },
  { id: 4, name: 'Delivery (Charged Later)', rent: 1500000 },
  { id: 5, name: 'Packing Material', rent: 500000 },
  { id: 6, name: 'Discount', rent: 0 },
  { id: 7, name: 'Handling', rent: 750000 },
  { id: 8, name: 'Insurance', rent: 300000 },
] as const;

export const DEMO_REASONS = {
  'lost-reasons': ['Price too high', 'Went with a competitor', 'No longer needs storage', 'No response'],
  'hold-reasons': ['Customer travelling', 'Waiting for the move date', 'Budget approval pending'],
  'reject-reasons': ['Outside the service area', 'Prohibited items', 'Duplicate lead'],
  'cancel-reasons': ['Customer changed plans', 'Found a cheaper option', 'Items sold'],
} as const;

/** Sizes in CBM; dimensions in metres, their product the size. */
export const DEMO_STORAGE_TYPES = [
  { id: 1, code: 'BOX-S', name: 'Small box', size: 0.06, length: 0.5, width: 0.4, height: 0.3, inventory: true },
  { id: 2, code: 'BOX-M', name: 'Medium box', size: 0.1, length: 0.5, width: 0.5, height: 0.4, inventory: true },
  { id: 3, code: 'BOX-L', name: 'Large box', size: 0.15, length: 0.6, width: 0.5, height: 0.5, inventory: true },
  { id: 4, code: 'WARDROBE', name: 'Wardrobe box', size: 0.3, length: 0.6, width: 0.5, height: 1, inventory: true },
  { id: 5, code: 'SOFA-3', name: 'Sofa, 3 seats', size: 1.5, length: 2.5, width: 1, height: 0.6, inventory: false },
  { id: 6, code: 'BED-K', name: 'King bed', size: 2, length: 2.5, width: 2, height: 0.4, inventory: false },
  { id: 7, code: 'FRIDGE', name: 'Fridge', size: 0.8, length: 1, width: 0.5, height: 1.6, inventory: false },
  { id: 8, code: 'WASHER', name: 'Washing machine', size: 0.5, length: 1, width: 0.625, height: 0.8, inventory: false },
  { id: 9, code: 'TABLE-D', name: 'Dining table', size: 1.2, length: 2, width: 1, height: 0.6, inventory: false },
  { id: 10, code: 'CHAIR', name: 'Chair', size: 0.25, length: 0.5, width: 0.5, height: 1, inventory: false },
] as const;

export const DEMO_OFFERS = [
  {
    id: 1,
    type: 'percent',
    description: 'Launch offer: 20% off rent',
    discount: null,
    percent: 20,
    limit: null,
    reward: null,
    countryId: 1,
  },
  {
    id: 2,
    type: 'discount',
    description: 'June 2021: 100 AED off',
    discount: 1000000,
    percent: null,
    limit: null,
    reward: null,
    countryId: 1,
  },
] as const;

/** The two coupons spec 2 §9 names (they suppress the free services). */
export const DEMO_COUPONS = [
  { id: 1, code: '2020OFFER', reusable: true, expiry: null, userId: null, offerId: 1, countryId: 1 },
  { id: 2, code: 'JUNE2021', reusable: true, expiry: null, userId: null, offerId: 2, countryId: 1 },
] as const;

export const DEMO_COMMISSION_SLABS = [
  { id: 1, partnerId: 2, serviceCategory: 'Storage', target: 0, commissionPercent: 10 },
  { id: 2, partnerId: 2, serviceCategory: 'Storage', target: 10, commissionPercent: 15 },
  { id: 3, partnerId: 2, serviceCategory: 'Service', target: 0, commissionPercent: 5 },
  { id: 4, partnerId: 3, serviceCategory: 'Storage', target: 0, commissionPercent: 12 },
  { id: 5, partnerId: 3, serviceCategory: 'Service', target: 0, commissionPercent: 6 },
] as const;

/**
 * Each country's configurations (issue 34 §6): its VAT, currency decimals and company as its record has them; the
 * time slots of spec 3 §9 (9 to 13 and 13 to 18); a late payment fee and a sales contact, demo values (spec 3 §3
 * names the fields, not their values).
 */
export const demoConfigurations = (c: (typeof DEMO_COUNTRIES)[number]): [ConfigurationKey, string][] => [
  ['vat', String(c.vat)],
  ['currencyDecimals', String(c.decimalPlaces)],
  ['latePaymentFee', c.id === 2 ? '5' : '50'],
  ['legalEntity', c.legalEntity],
  ['address', c.address],
  ['trn', c.trn ?? '-'],
  ['salesContactName', 'Sales Desk'],
  ['salesContactPhone', c.id === 1 ? '+971 4 000 0000' : c.id === 2 ? '+965 2200 0000' : '+966 11 000 0000'],
  ['salesContactEmail', `sales.${c.code.toLowerCase()}@example.com`],
  ['timeSlots', '9-13,13-18'],
];
