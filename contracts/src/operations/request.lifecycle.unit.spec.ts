import { RequestStatus, RequestType } from './request.enums.js';
import {
  allowedRequestActions,
  canEditRequestStatus,
  checkRequestAction,
  REQUEST_ACTION_MESSAGES,
  REQUEST_ACTION_NAMES,
  REQUEST_ACTIONS,
  requestActionForStatus,
  requestStatusAfter,
  type RequestAction,
  type RequestActionSubject,
  type RequestActor,
} from './request.lifecycle.js';
import { validateApprove } from './request.rules.js';

const STATUSES: readonly RequestStatus[] = RequestStatus.values;
const TYPES: readonly RequestType[] = RequestType.values;
const admin: RequestActor = { userId: 1, permissions: ['admin'] };
const opsStaff: RequestActor = { userId: 7, permissions: ['operations-staff'] };
const opsManager: RequestActor = { userId: 8, permissions: ['operations-manager'] };
const partner: RequestActor = { userId: 9, permissions: ['partner'] };

/** A request that meets every condition but type and status. */
const ready = (type: RequestType, status: RequestStatus): RequestActionSubject => ({
  type,
  status,
  customerAction: 'disputed',
  assigneeId: 42,
  warehouseId: 3,
  teamId: 4,
});

const ALL = STATUSES;
const but = (...x: RequestStatus[]) => ALL.filter((s) => !x.includes(s));
const EARLY: readonly RequestType[] = ['survey', 'moving', 'scrap', 'shipping', 'other_services'];

/** The spec's lists (spec 2 §4 'Requests'), per type; decided ones marked. */
const SPEC = (action: RequestAction, type: RequestType): readonly RequestStatus[] => {
  switch (action) {
    case 'confirm': // "new, onhold, cancelled, rejected"
      return ['new', 'onhold', 'cancelled', 'rejected'];
    case 'onhold': // "new, confirmed, approved, cancelled, rejected"
      return ['new', 'confirmed', 'approved', 'cancelled', 'rejected'];
    case 'cancel': // "new, onhold, confirmed, approved, transit"
      return ['new', 'onhold', 'confirmed', 'approved', 'transit'];
    case 'approve': // "confirmed only"
      return ['confirmed'];
    case 'pickedUp': // "a pickup request in approved"
      return type === 'pickup' ? ['approved'] : [];
    case 'received': // "a pickup in transit, or a drop in approved"
      return type === 'pickup' ? ['transit'] : type === 'drop' ? ['approved'] : [];
    case 'complete': // "delivered or received; for survey, moving, scrap, shipping and other_services also approved or transit"
      return EARLY.includes(type) ? ['approved', 'transit', 'delivered', 'received'] : ['delivered', 'received'];
    case 'dispatch': // decided: approved, not pickup / drop / collect
      return ['pickup', 'drop', 'collect'].includes(type) ? [] : ['approved'];
    case 'deliver': // decided: transit, not pickup / drop; collect from approved
      return type === 'collect' ? ['approved'] : ['pickup', 'drop'].includes(type) ? [] : ['transit'];
    case 'resolveDispute': // when customerAction is disputed
    case 'recordCustomerAction':
    case 'sendNoteMail':
    case 'sendNoteSms':
    case 'assign':
    case 'assignToMe':
      return ALL;
    case 'notifyCustomer': // decided: not cancelled or rejected
    case 'notifyTeam':
    case 'notifyWarehouse':
      return but('cancelled', 'rejected');
    case 'storageCharge': // admin; delivery and collect
      return ['delivery', 'collect'].includes(type) ? ALL : [];
    case 'edit': // admin: any status (spec 2 §6)
    case 'editLine':
      return ALL;
    case 'delete': // "only while not complete or cancelled"
      return but('complete', 'cancelled');
  }
};

describe('the request lifecycle table (spec 2 §4 Requests)', () => {
  it('has 11 statuses and 12 types', () => {
    expect(STATUSES).toHaveLength(11);
    expect(TYPES).toHaveLength(12);
  });

  const triples = REQUEST_ACTION_NAMES.flatMap((action) =>
    TYPES.flatMap((type) => STATUSES.map((status) => [action, type, status] as const)),
  );
  it.each(triples)('%s on a %s request in %s follows the spec', (action, type, status) => {
    const request = ready(type, status);
    const allowed = SPEC(action, type).includes(status);
    const refusal = checkRequestAction(action, request, admin);
    if (allowed) expect(refusal).toBeUndefined();
    else
      expect(refusal).toEqual({ kind: 'conflict', message: REQUEST_ACTIONS[action].statusMessage, severity: 'error' });
    expect(allowedRequestActions(request, admin).includes(action)).toBe(allowed && REQUEST_ACTIONS[action].button);
  });

  it('refuses with the spec messages of §8', () => {
    expect(checkRequestAction('confirm', ready('pickup', 'approved'), admin)?.message).toBe(
      'Error: Request not confirmed',
    );
    expect(checkRequestAction('onhold', ready('pickup', 'transit'), admin)?.message).toBe(
      'Error: Request was not put on hold',
    );
    expect(checkRequestAction('approve', ready('pickup', 'new'), admin)?.message).toBe('Error: Request not approved');
    expect(checkRequestAction('pickedUp', ready('delivery', 'approved'), admin)?.message).toBe(
      'Error: Request not pickedup',
    );
    expect(checkRequestAction('deliver', ready('delivery', 'new'), admin)?.message).toBe(
      'Error: Request not delivered',
    );
    expect(checkRequestAction('received', ready('drop', 'new'), admin)?.message).toBe('Error: Request not received');
    expect(checkRequestAction('dispatch', ready('delivery', 'new'), admin)?.message).toBe(
      'Error: Request not dispatched',
    );
    expect(checkRequestAction('complete', ready('pickup', 'approved'), admin)?.message).toBe(
      'Error: Request not completed',
    );
    expect(checkRequestAction('cancel', ready('pickup', 'complete'), admin)?.message).toBe(
      'Error: Request not cancelled',
    );
    expect(checkRequestAction('notifyCustomer', ready('pickup', 'cancelled'), admin)?.message).toBe(
      'Error: Could not notify Customer',
    );
    expect(checkRequestAction('notifyTeam', { ...ready('pickup', 'new'), teamId: null }, admin)?.message).toBe(
      'Error: Could not notify Team',
    );
    expect(
      checkRequestAction('notifyWarehouse', { ...ready('pickup', 'new'), warehouseId: null }, admin)?.message,
    ).toBe('Error: Could not notify Warehouse');
    expect(REQUEST_ACTION_MESSAGES.cancelled).toBe('Request cancelled');
  });

  it('sets the spec statuses', () => {
    expect(requestStatusAfter('confirm', 'new')).toBe('confirmed');
    expect(requestStatusAfter('onhold', 'new')).toBe('onhold');
    expect(requestStatusAfter('cancel', 'new')).toBe('cancelled');
    expect(requestStatusAfter('approve', 'confirmed')).toBe('approved');
    expect(requestStatusAfter('pickedUp', 'approved')).toBe('transit');
    expect(requestStatusAfter('received', 'transit')).toBe('received');
    expect(requestStatusAfter('dispatch', 'approved')).toBe('transit');
    expect(requestStatusAfter('deliver', 'transit')).toBe('delivered');
    expect(requestStatusAfter('complete', 'received')).toBe('complete');
    expect(requestStatusAfter('resolveDispute', 'complete')).toBe('complete');
  });
});

describe('approve, dispute and the other conditions', () => {
  it('Approve needs a warehouse for newbox, pickup, delivery, drop, collect and a team where an address is needed', () => {
    const needWarehouse: RequestType[] = ['newbox', 'pickup', 'delivery', 'drop', 'collect'];
    for (const type of TYPES) {
      const refusal = checkRequestAction(
        'approve',
        { ...ready(type, 'confirmed'), warehouseId: null, teamId: 4 },
        admin,
      );
      if (needWarehouse.includes(type)) {
        expect(refusal).toMatchObject({ kind: 'validation', message: 'Warehouse is required' });
        expect(refusal?.errors).toEqual([{ path: 'warehouseId', message: 'Warehouse is required' }]);
      } else expect(refusal).toBeUndefined();
    }
    expect(validateApprove('pickup', { warehouseId: 1, teamId: null })).toEqual([
      { path: 'teamId', message: 'Team is required' },
    ]);
    expect(validateApprove('drop', { warehouseId: 1, teamId: null })).toEqual([]);
    expect(validateApprove('transfer', {})).toEqual([]);
  });

  it('Resolve Dispute only when disputed', () => {
    expect(allowedRequestActions({ ...ready('pickup', 'complete'), customerAction: 'accepted' }, admin)).not.toContain(
      'resolveDispute',
    );
    expect(allowedRequestActions(ready('pickup', 'complete'), admin)).toContain('resolveDispute');
  });

  it('Assign to me is offered when the assignee is someone else', () => {
    expect(allowedRequestActions({ ...ready('pickup', 'new'), assigneeId: 1 }, admin)).not.toContain('assignToMe');
    expect(allowedRequestActions({ ...ready('pickup', 'new'), assigneeId: 2 }, admin)).toContain('assignToMe');
  });

  it('Storage Charge is admin only', () => {
    expect(checkRequestAction('storageCharge', ready('delivery', 'new'), opsStaff)).toEqual({
      kind: 'forbidden',
      message: 'Only admin may create a storage charge',
      severity: 'error',
    });
  });

  it('edit: anyone with requests-update while not complete or cancelled; admin, operations-manager, request-full-update always', () => {
    expect(checkRequestAction('edit', ready('pickup', 'approved'), opsStaff)).toBeUndefined();
    expect(checkRequestAction('edit', ready('pickup', 'complete'), opsStaff)?.message).toBe(
      'Error: A complete or cancelled request cannot be edited',
    );
    expect(checkRequestAction('edit', ready('pickup', 'cancelled'), opsManager)).toBeUndefined();
    expect(
      checkRequestAction('edit', ready('pickup', 'complete'), {
        userId: 3,
        permissions: ['operations-staff', 'request-full-update'],
      }),
    ).toBeUndefined();
  });

  it('the status field: admin, operations-lead, operations-manager, request-full-update', () => {
    expect(canEditRequestStatus(admin)).toBe(true);
    expect(canEditRequestStatus({ userId: 1, permissions: ['operations-lead'] })).toBe(true);
    expect(canEditRequestStatus(opsManager)).toBe(true);
    expect(canEditRequestStatus({ userId: 1, permissions: ['request-full-update'] })).toBe(true);
    expect(canEditRequestStatus(opsStaff)).toBe(false);
  });

  it('partner users have no request actions', () => {
    expect(allowedRequestActions(ready('pickup', 'new'), partner)).toEqual([]);
    expect(checkRequestAction('confirm', ready('pickup', 'new'), partner)?.kind).toBe('forbidden');
  });

  it('a PATCH status picks the action that sets it from here', () => {
    expect(requestActionForStatus({ type: 'pickup', status: 'approved' }, 'transit')).toBe('pickedUp');
    expect(requestActionForStatus({ type: 'delivery', status: 'approved' }, 'transit')).toBe('dispatch');
    expect(requestActionForStatus({ type: 'pickup', status: 'new' }, 'confirmed')).toBe('confirm');
    expect(requestActionForStatus({ type: 'pickup', status: 'new' }, 'pending')).toBeUndefined();
  });
});
