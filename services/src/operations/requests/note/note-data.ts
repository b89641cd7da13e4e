import { addressText, addressTitle, type RequestRow } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { documentLanguage, type DocumentLanguage } from '../../../core/documents/document-words.js';

export interface NoteLine {
  readonly storageId: number | null;
  /** The storage's code (rm.storages), when the line names a storage that has one. */
  readonly code: string | null;
  readonly qty: number;
  readonly qtyDone: number | null;
  /** Quantity in or out of the warehouse (qtyInOut): the 'qty WH' of the lines tab. */
  readonly qtyWarehouse: number | null;
}

/**
 * Everything the request note shows: the request, the customer's phone, the address as lines (line 1, area, city;
 * an address deleted since reads as its title), the country name, the lines with codes.
 */
export interface NoteDocument {
  readonly request: RequestRow;
  readonly customerPhone: string | null;
  readonly address: string | null;
  readonly countryName: string | null;
  readonly lines: readonly NoteLine[];
  readonly services: readonly { readonly name: string; readonly amount: number | null }[];
  readonly printedAt: string;
  /** The customer's language: the note is written in it, whoever prints it (issue 36 §4). */
  readonly language: DocumentLanguage;
}

const serviceOf = (s: unknown): { name: string; amount: number | null } => {
  const o = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
  const type = (typeof o['servicetype'] === 'object' && o['servicetype'] !== null ? o['servicetype'] : {}) as Record<
    string,
    unknown
  >;
  const name =
    typeof type['name'] === 'string'
      ? type['name']
      : typeof o['name'] === 'string'
        ? o['name']
        : `Service ${typeof o['servicetypeId'] === 'number' || typeof o['servicetypeId'] === 'string' ? o['servicetypeId'] : ''}`;
  const amount = o['amount'] === null || o['amount'] === undefined ? null : Number(o['amount']);
  return { name, amount: Number.isFinite(amount) ? amount : null };
};

/** The note of one request the caller may read (already scoped by RequestsQueries.get). */
export const noteDocument = async (db: Kysely<ReadModels>, request: RequestRow, now: Date): Promise<NoteDocument> => {
  const lines = request.request_lines ?? [];
  const storageIds = [...new Set(lines.map((l) => l.storageId).filter((id): id is number => id !== null))];
  const [user, address, country, storages] = await Promise.all([
    request.userId === null
      ? undefined
      : db.selectFrom('rm.users').select(['phone', 'language']).where('id', '=', request.userId).executeTakeFirst(),
    request.addressId === null
      ? undefined
      : db
          .selectFrom('rm.addresses')
          .select(['id', 'line1', 'area', 'cityName'])
          .where('id', '=', request.addressId)
          .executeTakeFirst(),
    request.countryId === null
      ? undefined
      : db.selectFrom('rm.country').select('name').where('id', '=', request.countryId).executeTakeFirst(),
    storageIds.length === 0
      ? []
      : db.selectFrom('rm.storages').select(['id', 'code']).where('id', 'in', storageIds).execute(),
  ]);
  const codeOf = new Map(storages.map((s) => [s.id, s.code]));
  return {
    request,
    customerPhone: user?.phone ?? null,
    address: request.addressId === null ? null : address ? addressText(address) : addressTitle(request.addressId),
    countryName: country?.name ?? null,
    lines: lines.map((l) => ({
      storageId: l.storageId,
      code: l.storageId === null ? null : (codeOf.get(l.storageId) ?? null),
      qty: l.qty,
      qtyDone: l.qtyDone,
      qtyWarehouse: l.qtyInOut,
    })),
    services: (request.services as readonly unknown[]).map(serviceOf),
    printedAt: now.toISOString(),
    language: documentLanguage(user?.language),
  };
};
