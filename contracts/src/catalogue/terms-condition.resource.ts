import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { list, text, Text } from '../shared/store-safe.js';
import { countryDisplayName } from './countries.js';
import { TERMS_MESSAGES } from './terms-condition.messages.js';
import { sanitizeTermsHtml, termsBlocksOf } from './terms-html.js';

const TermsTypeCodec = t.keyof({ quote: null, invoice: null, storage: null, moving: null }, 'TermsType');

/** A content block as stored (terms-html.ts TermsBlock). */
export const TermsBlockCodec = t.type({
  kind: t.keyof({ heading: null, paragraph: null, item: null }),
  marker: Text,
  text: text('TermsBlockText', 20_000),
});

const asText = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Spec 3 §3 Terms and conditions, one record per country and type. The HTML is stored sanitized and its content
 * blocks (what a PDF draws) are derived from it on every save, as is the country's name: what a body says of
 * `content` or `countryName` is not kept.
 */
export const TERMS_CONDITION_RESOURCE = defineResource({
  name: 'terms-conditions',
  table: 'terms_conditions',
  category: 'termscondition',
  event: 'TermsCondition',
  fields: t.type({
    tag: nullable(Text),
    title: Text,
    countryId: Id,
    countryName: Text,
    content: list(TermsBlockCodec, 2000),
    htmlContent: text('TermsHtml', 200_000),
    type: TermsTypeCodec,
    userId: nullable(Id),
  }),
  required: ['countryId', 'type'],
  defaults: { tag: null, title: 'Terms and Conditions', htmlContent: '', content: [], userId: null },
  complete: (record) => {
    const htmlContent = sanitizeTermsHtml(asText(record['htmlContent']));
    const countryId = record['countryId'];
    return {
      ...record,
      htmlContent,
      content: termsBlocksOf(htmlContent),
      ...(typeof countryId === 'number' ? { countryName: countryDisplayName(countryId) } : {}),
    };
  },
  unique: [{ field: 'type', scope: 'countryId', message: TERMS_MESSAGES.unique }],
});
