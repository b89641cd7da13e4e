import type { RecordedEvent } from '@console/contracts';
import { RefNames } from './ref-names.js';
import { recordRefSource, userRefSource } from './ref-sources.js';

const TYPE = { created: 'TypeCreated', updated: 'TypeUpdated' };
const names = new RefNames<'user' | 'type', 'name' | 'code'>({
  table: 'rm.t_refs',
  fields: ['name', 'code'],
  sources: [userRefSource('user', { name: 'name' }), recordRefSource(TYPE, 'type', { name: 'label', code: 'code' })],
  copies: [{ table: 'rm.t_rows', key: 'userId', kind: 'user', columns: { userName: 'name' } }],
});

const event = (type: string, data: unknown): RecordedEvent => ({ type, data }) as unknown as RecordedEvent;

describe("a projection's concerns for the names it copies (RefNames.concernsWith)", () => {
  const concerns = names.concernsWith(['RowCreated', 'UserUpdated']);
  const onlyNames = names.concernsWith(['RowCreated']);

  it('takes its own event types whatever they give', () => {
    expect(concerns(event('RowCreated', { id: 1 }))).toBe(true);
    expect(concerns(event('UserUpdated', { id: 1, changes: { phone: '+96550000000' } }))).toBe(true);
  });

  it('takes an event it handles for the names only when it gives a copied field', () => {
    expect(onlyNames(event('UserUpdated', { id: 1, changes: { name: 'Mona' } }))).toBe(true);
    expect(onlyNames(event('UserUpdated', { id: 1, changes: { phone: '+96550000000' } }))).toBe(false);
    expect(onlyNames(event('UserRegistered', { id: 2, profile: { name: 'Omar' } }))).toBe(true);
    expect(onlyNames(event('TypeUpdated', { id: 3, changes: { code: 'B' } }))).toBe(true);
    expect(onlyNames(event('TypeUpdated', { id: 3, changes: { size: 4 } }))).toBe(false);
    expect(onlyNames(event('SomethingElse', { id: 3, changes: { name: 'x' } }))).toBe(false);
  });
});
