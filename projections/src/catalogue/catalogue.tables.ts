import type { ColumnType } from 'kysely';
import type { TermsBlock } from '@console/contracts';

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

type Json<T> = ColumnType<T, string, string>;

export interface TemplateCategoriesTable {
  id: number;
  name: string;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface EmailPlaceholdersTable {
  id: number;
  name: string;
  description: string | null;
  emails: string[];
  countryId: number | null;
  isGeneric: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CommunicationTemplatesTable {
  id: number;
  templateName: string;
  description: string;
  subject: string;
  fromEmail: string;
  toEmails: string[];
  ccEmails: string[];
  bccEmails: string[];
  categories: number[];
  body: string;
  status: string;
  countryId: number | null;
  templateVariables: string[];
  subjectVariables: string[];
  hasAttachment: boolean;
  attachmentTypes: string[];
  isWatiEnabled: boolean;
  watiTempName: string | null;
  watiTemplateVariables: string[];
  watiTemplateVariablesMapping: Json<Record<string, string>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.terms_conditions: a country's terms of one type (spec 3 §3), by the generic table projection. */
export interface TermsConditionsTable {
  id: number;
  tag: string | null;
  title: string;
  countryId: number;
  countryName: string;
  /* jsonb[]: pg reads each element as JSON. */
  content: TermsBlock[];
  htmlContent: string;
  type: string;
  userId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.configurations: a country's configuration values (spec 1 §7.4), by the generic table projection. */
export interface ConfigurationsTable {
  id: number;
  countryId: number;
  category: string;
  key: string;
  value: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
