import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CountriesTable {
  id: number;
  name: string;
  code: string;
  currency: string;
  decimalPlaces: number;
  vat: number;
  legalEntity: string | null;
  address: string | null;
  trn: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CitiesTable {
  id: number;
  name: string;
  countryId: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PartnersTable {
  id: number;
  name: string;
  countryId: number;
  logoUrl: string | null;
  userId: number | null;
  isPostpaidInvoiceEnabled: boolean;
  showCbmInChargeDescription: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
