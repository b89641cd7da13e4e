import {
  roleChangeRefusal,
  rolesAsOf,
  staffPermissionsAsOf,
  staffRolesHistory,
  type RolesEvent,
} from './staff-roles.js';

const at = (day: number) => `2026-03-0${day}T10:00:00.000Z`;
const event = (type: string, day: number, data: unknown, userId: number | null = 1): RolesEvent => ({
  type,
  data,
  metadata: { occurredAt: at(day), userId },
});

describe('staff roles (issue 34 §1, §11)', () => {
  const stream: RolesEvent[] = [
    event('UserRegistered', 1, { profile: { roles: ['sales-staff'] } }),
    event('UserUpdated', 2, { changes: { name: 'Renamed' } }),
    event('UserUpdated', 3, { changes: { roles: ['sales-staff', 'finance'] } }, 7),
    event('UserAssigned', 4, { tags: ['vip'] }),
    event('StaffRolesChanged', 5, {
      from: ['sales-staff', 'finance'],
      to: ['sales-staff'],
      byUserId: 9,
      reason: 'Left',
    }),
  ];

  it('reads every change of roles from the stream, old UserUpdated ones included, with actor and reason', () => {
    expect(staffRolesHistory(stream).map((h) => [h.at, h.from, h.to, h.byUserId, h.reason])).toEqual([
      [at(1), [], ['sales-staff'], 1, null],
      [at(3), ['sales-staff'], ['sales-staff', 'finance'], 7, null],
      [at(5), ['sales-staff', 'finance'], ['sales-staff'], 9, 'Left'],
    ]);
  });

  it('answers "could this person issue refunds on 4 March?" from the roles held then', () => {
    const history = staffRolesHistory(stream);
    expect(rolesAsOf(history, '2026-02-28T00:00:00.000Z')).toEqual([]);
    expect(rolesAsOf(history, at(2))).toEqual(['sales-staff']);
    expect(staffPermissionsAsOf(5, at(4), history).permissions).toContain('payments-manage');
    expect(staffPermissionsAsOf(5, at(5), history).permissions).not.toContain('payments-manage');
  });

  it('a registration without roles is no change; a registration with roles is one', () => {
    expect(staffRolesHistory([event('UserRegistered', 1, { profile: { roles: [] } })])).toEqual([]);
  });

  it('grants and removes only what the actor holds, admin everything', () => {
    expect(roleChangeRefusal(['admin'], [], ['finance', 'admin'])).toBeUndefined();
    expect(
      roleChangeRefusal(['sales-staff', 'staff-update'], ['sales-staff'], ['sales-staff', 'staff-update']),
    ).toBeUndefined();
    expect(roleChangeRefusal(['sales-staff', 'staff-update'], ['sales-staff'], ['admin'])).toBe(
      'You cannot grant or remove what you do not hold: admin',
    );
    expect(roleChangeRefusal(['sales-staff', 'staff-update'], ['finance'], [])).toBe(
      'You cannot grant or remove what you do not hold: finance',
    );
    // Unchanged roles the actor does not hold are not its doing.
    expect(roleChangeRefusal(['sales-staff'], ['finance'], ['finance', 'sales-staff'])).toBeUndefined();
  });
});
