/** The demo's reference data (ARCHITECTURE §8: countries 1 UAE, 2 Kuwait, 3 KSA; partner 1 is the business). */
export const DEMO_COUNTRIES = [
  { id: 1, name: 'UAE', code: 'AE', currency: 'AED', decimalPlaces: 2, vat: 5 },
  { id: 2, name: 'Kuwait', code: 'KW', currency: 'KWD', decimalPlaces: 3, vat: 0 },
  { id: 3, name: 'KSA', code: 'SA', currency: 'SAR', decimalPlaces: 2, vat: 15 },
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

export const DEMO_PASSWORD = 'demo1234';

export const FIRST_NAMES = [
  'Ahmed', 'Fatima', 'Mohammed', 'Aisha', 'Omar', 'Mariam', 'Khalid', 'Noura', 'Yousef', 'Layla', 'Hassan', 'Sara',
  'Ali', 'Huda', 'Rashid', 'Reem', 'John', 'Emma', 'Raj', 'Priya', 'Carlos', 'Anna', 'Ivan', 'Mei', 'محمد', 'فاطمة',
] as const;
export const LAST_NAMES = [
  'Al Mansoori', 'Al Sabah', 'Al Qahtani', 'Haddad', 'Khan', 'Smith', 'Sharma', 'Fernandes', 'Nasser', 'Saleh',
  'Rahman', 'Petrov', 'Chen', 'Al Otaibi', 'Al Mutairi', 'Ibrahim', 'العلي', 'الكويتي',
] as const;
export const DEMO_TAGS = ['vip', 'corporate', 'student', 'late-payer', 'referral', 'long-term', 'fragile', 'relocation'] as const;
export const DEMO_SOURCES = ['website', 'phone', 'whatsapp', 'partner', 'walk-in'] as const;
