import type { LabelFormat } from '../../framework/types';

/** How the fields of an order's option ('Order #1042 · Storage · 10/03/2031', words.orderOption) show. */
export const ORDER_OPTION_FORMATS: Readonly<Record<string, LabelFormat>> = { type: 'enum:OrderType', date: 'date' };
