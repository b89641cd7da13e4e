import type { MessageKey } from '../messages';

/** The lists' customer-type filter and the storages' stay filters. */
export const arDrill = {
  'list.customerType': 'نوع العميل',
  'list.customerType.b2c': 'أفراد (B2C)',
  'list.customerType.b2b': 'شركات (B2B)',
  'storages.filter.checkedIn': 'تاريخ الإدخال',
  'storages.filter.checkedOut': 'تاريخ الإخراج',
  'storages.filter.storedOn': 'مخزّن بتاريخ',
} satisfies Partial<Record<MessageKey, string>>;
