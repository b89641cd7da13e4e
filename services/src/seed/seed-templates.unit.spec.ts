import {
  RESOURCES,
  missingRequired,
  resourceComplete,
  resourceValidate,
  type AnyResourceDefinition,
} from '@console/contracts';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
import { demoTemplateRecords } from './seed-templates.js';

describe('demo templates, categories and placeholders', () => {
  it('pass their resources’ codecs and rules (every variable declared, bodies already clean)', () => {
    const records = demoTemplateRecords();
    expect(records.filter(([r]) => r === 'communication-templates')).toHaveLength(28);
    for (const [resource, , record] of records) {
      const spec: AnyResourceDefinition = RESOURCES[resource];
      expect(isRight(t.type(spec.fields.props).decode(record))).toBe(true);
      expect([
        ...missingRequired(spec.required, record, 'create'),
        ...resourceValidate(spec, record, 'create'),
      ]).toEqual([]);
      expect(resourceComplete(spec, record)).toEqual(record);
    }
  });
});
