import { StoreId } from './store-safe.js';

/**
 * A record id in a body: the spec's positive integers as the read models hold them (PostgreSQL `integer`,
 * 1 … 2147483647), a JSON number. Paths and query strings carry ids as text: IdFromString (store-safe.ts).
 */
export const Id = StoreId;
export type Id = number;
