import * as t from 'io-ts';
import { SchemaType, Text, text } from '../store-safe.js';

/** A field that may be empty (stored as null). */
export const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** An address of a file or page (a partner's logo). */
export const Url = text('Url', 2048);

/**
 * A day as text: the resource's rule says what is wrong with it in its own words ('Must be a date YYYY-MM-DD'); the
 * schema says date so the generic filters and the API description treat the column as one.
 */
export const DayText = new SchemaType<string>('DayText', Text.is, Text.validate, t.identity, {
  ...Text.schema,
  format: 'date',
});
