import {
  streamIdOf,
  uniqueReservationCategory,
  uniqueValueKey,
  validationError,
  type AnyResourceDefinition,
  type Decider,
  type ResourceUnique,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import * as t from 'io-ts';
import type { AggregateRepository, Decided, EventCodecs } from '../aggregate-repository.js';
import type { CommandOrigin } from '../command-run.js';

const Reservation = t.type({ value: t.string, recordId: t.number });
type Reservation = t.TypeOf<typeof Reservation>;
type ReservationEvent =
  | { readonly type: 'UniqueValueReserved'; readonly data: Reservation }
  | { readonly type: 'UniqueValueReleased'; readonly data: Reservation };
type ReservationCommand = {
  readonly type: 'Reserve' | 'Release';
  readonly value: string;
  readonly recordId: number;
};
/** The record holding the value; undefined while none does. */
type Holder = number | undefined;

const CODECS: EventCodecs = { UniqueValueReserved: Reservation, UniqueValueReleased: Reservation };

const evolveHolder = (_: Holder, e: ReservationEvent): Holder =>
  e.type === 'UniqueValueReserved' ? e.data.recordId : undefined;

/**
 * A unique field of a simple resource (a tag's name) is held by a reservation stream per value,
 * `<category>-<field>-<key>` (ARCHITECTURE §3, as the customer's e-mail): the first reservation appends expecting
 * no stream, so of two concurrent creates exactly one wins on either event store; the other is decided again on
 * the stream as it then stands and refused with the field's message. A deleted or renamed record gives it back.
 */
const reservationDecider = (
  spec: Pick<AnyResourceDefinition, 'category'>,
  unique: ResourceUnique,
): Decider<ReservationCommand, ReservationEvent, Holder> => ({
  category: uniqueReservationCategory(spec, unique.field),
  initialState: undefined,
  evolve: evolveHolder,
  decide: (c, holder) => {
    const data = { value: c.value, recordId: c.recordId };
    if (c.type === 'Release') return holder === c.recordId ? [{ type: 'UniqueValueReleased', data }] : [];
    if (holder === c.recordId) return [];
    if (holder !== undefined) return validationError([{ path: unique.field, message: unique.message }]);
    return [{ type: 'UniqueValueReserved', data }];
  },
});

/** The unique values a record holds, by field, as their reservation keys. */
export const uniqueKeys = (
  spec: Pick<AnyResourceDefinition, 'unique'>,
  record: Readonly<Record<string, unknown>>,
): { unique: ResourceUnique; key: string }[] =>
  (spec.unique ?? []).flatMap((unique) => {
    const key = uniqueValueKey(record[unique.field], unique.scope === undefined ? undefined : record[unique.scope]);
    return key === null ? [] : [{ unique, key }];
  });

export class UniqueValues {
  constructor(private readonly repository: AggregateRepository) {}

  /**
   * The reservation of a value for the record, decided (400 with the field's message when another record holds
   * it), to be appended before the record's own events (`runAll`); undone by its release if they fail.
   */
  reserve(
    spec: Pick<AnyResourceDefinition, 'category'>,
    unique: ResourceUnique,
    key: string,
    recordId: number,
    ctx: CommandOrigin,
  ): Promise<Decided<Holder>> {
    return this.repository.decide({
      decider: reservationDecider(spec, unique),
      codecs: CODECS,
      id: key,
      command: { type: 'Reserve', value: key, recordId },
      ctx,
      compensate: (reserved) =>
        reserved.events.length === 0
          ? undefined
          : {
              command: 'ReleaseUniqueValue',
              events: [{ type: 'UniqueValueReleased', data: { value: key, recordId } }],
            },
    });
  }

  /** Gives the value back if the record holds it (a delete, or a rename to another value). */
  async release(
    spec: Pick<AnyResourceDefinition, 'category'>,
    unique: ResourceUnique,
    key: string,
    recordId: number,
    ctx: CommandOrigin,
  ): Promise<void> {
    await this.repository.run({
      decider: reservationDecider(spec, unique),
      codecs: CODECS,
      id: key,
      command: { type: 'Release', value: key, recordId },
      ctx,
    });
  }
}

/** The id of the record holding a unique value (a tag by its name), read from its reservation stream. */
export const uniqueHolder = async (
  store: EventStore,
  spec: Pick<AnyResourceDefinition, 'category'>,
  field: string,
  value: string,
  scope?: unknown,
): Promise<number | undefined> => {
  const key = uniqueValueKey(value, scope);
  if (key === null) return undefined;
  const events = await store.readStream(streamIdOf(uniqueReservationCategory(spec, field), key));
  return events.reduce<Holder>(
    (h, e) => (e.type !== 'UniqueValueReserved' ? undefined : Reservation.is(e.data) ? e.data.recordId : h),
    undefined,
  );
};
