/** The lists' customer-type filter, which an analytics B2C or B2B figure opens its list with (issue 35). */
export const DRILL_MESSAGES = {
  'list.customerType': 'Customer Type',
  'list.customerType.b2c': 'B2C',
  'list.customerType.b2b': 'B2B',
  'storages.filter.checkedIn': 'Checked In',
  'storages.filter.checkedOut': 'Checked Out',
  'storages.filter.storedOn': 'Stored On',
} as const;
