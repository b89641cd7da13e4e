import {
  applyOrderCreateDefaults,
  confirmMissing,
  confirmMissingFields,
  normaliseNeed,
  validateActualSize,
  validateAssignee,
  validateFollowUp,
  validateLeadCreate,
  validateLeadEdit,
  validateOrderCreate,
  validateOrderEdit,
  validateReasonChoice,
  type ConfirmInput,
} from './order.rules.js';

const NAME = "Name cannot contain special characters like @ or '";
const longComment = 'x'.repeat(201);

describe('lead create (spec 2 §5)', () => {
  it('requires country, city, channel; the new customer; need for storage; source unless existing', () => {
    expect(validateLeadCreate({ type: 'storage' })).toEqual([
      { path: 'countryId', message: 'Required' },
      { path: 'cityId', message: 'Required' },
      { path: 'channel', message: 'Required' },
      { path: 'name', message: 'Required' },
      { path: 'email', message: 'Required' },
      { path: 'phone', message: 'Required' },
      { path: 'persona', message: 'Required' },
      { path: 'need', message: 'Required' },
      { path: 'source', message: 'Required' },
    ]);
  });

  it('an existing customer needs only the user, and no source', () => {
    expect(
      validateLeadCreate({ type: 'moving', countryId: 1, cityId: 2, channel: 'google', existingCustomer: true }),
    ).toEqual([{ path: 'userId', message: 'Required' }]);
  });

  it('months at most 36, comment at most 200, the customer name and e-mail rules', () => {
    const input = {
      type: 'moving',
      countryId: 1,
      cityId: 2,
      channel: 'google',
      source: 'web',
      name: 'Ali@Home',
      email: 'nope',
      phone: '5',
      persona: 'personal',
      months: 37,
      reason: longComment,
    };
    expect(validateLeadCreate(input)).toEqual([
      { path: 'months', message: 'Must be less than or equal to 36' },
      { path: 'reason', message: 'Must be 200 characters or less' },
      { path: 'name', message: NAME },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(validateLeadCreate({ ...input, name: 'Ali', email: 'a@b.co', months: 36, reason: 'x'.repeat(200) })).toEqual(
      [],
    );
  });

  it('item quantities are 0 or more', () => {
    expect(
      validateLeadCreate({
        type: 'moving',
        countryId: 1,
        cityId: 2,
        channel: 'google',
        existingCustomer: true,
        userId: 4,
        items: [
          { storagetypeId: 1, quantity: 0 },
          { storagetypeId: 2, quantity: -1 },
        ],
      }),
    ).toEqual([{ path: 'items.1.quantity', message: 'Quantity must be 0 or more' }]);
  });
});

describe('lead edit, order create and edit (spec 2 §5)', () => {
  it('lead edit requires country, city, channel, source and need for storage', () => {
    expect(validateLeadEdit({ type: 'storage', months: 40 })).toEqual([
      { path: 'countryId', message: 'Required' },
      { path: 'cityId', message: 'Required' },
      { path: 'channel', message: 'Required' },
      { path: 'source', message: 'Required' },
      { path: 'need', message: 'Required' },
      { path: 'months', message: 'Must be less than or equal to 36' },
    ]);
  });

  it('order create: city, user for an existing customer, channel when partner 1, source unless existing', () => {
    expect(validateOrderCreate({ existingCustomer: true, partnerId: 1 })).toEqual([
      { path: 'cityId', message: 'City is required' },
      { path: 'userId', message: 'User is required' },
      { path: 'channel', message: 'Channel is required' },
    ]);
    // another partner: no channel needed
    expect(validateOrderCreate({ existingCustomer: true, partnerId: 5, cityId: 1, userId: 3 })).toEqual([]);
    expect(
      validateOrderCreate({
        existingCustomer: false,
        partnerId: 5,
        cityId: 1,
        name: 'A',
        email: 'a@b.co',
        phone: '1',
        persona: 'personal',
      }),
    ).toEqual([{ path: 'source', message: 'Required' }]);
  });

  it('order edit always requires city, user, channel and source', () => {
    expect(validateOrderEdit({ existingCustomer: true, partnerId: 5 })).toEqual([
      { path: 'cityId', message: 'City is required' },
      { path: 'userId', message: 'User is required' },
      { path: 'channel', message: 'Channel is required' },
      { path: 'source', message: 'Required' },
    ]);
  });

  it('defaults: storage, partner 1, country from the user, city 6 in Kuwait, months 1, ac in Kuwait, insurance in UAE', () => {
    expect(applyOrderCreateDefaults({}, { userCountryId: 2 })).toEqual({
      type: 'storage',
      partnerId: 1,
      countryId: 2,
      cityId: 6,
      months: 1,
      expectedStorageDuration: 1,
      warehouseType: ['ac'],
    });
    expect(applyOrderCreateDefaults({ existingCustomer: true }, { userCountryId: 1, userCityId: 4 })).toEqual({
      existingCustomer: true,
      type: 'storage',
      partnerId: 1,
      countryId: 1,
      cityId: 4,
      months: 1,
      expectedStorageDuration: 1,
      source: 'existingCustomer',
      insuranceRequired: true,
    });
    expect(applyOrderCreateDefaults({ warehouseType: ['non-ac'], months: 3 }, { userCountryId: 2 })).toMatchObject({
      warehouseType: ['non-ac'],
      months: 3,
    });
  });

  it('need is trimmed and lower-cased', () => {
    expect(normaliseNeed('  Moving House ')).toBe('moving house');
    expect(normaliseNeed(null)).toBeNull();
  });
});

describe('Confirm (spec 2 §5): the ordered list of missing items', () => {
  const complete: ConfirmInput = {
    type: 'storage',
    cityId: 1,
    date: '2024-06-10',
    pickupRequired: true,
    addressId: 9,
    channel: 'google',
    paymentMode: 'card',
    need: 'renovation',
    source: 'web',
    warehouseType: ['ac'],
    checklist: {
      buildingType: 'Villa',
      permitRequired: false,
      movingInsuranceRequired: false,
      parkingSlotAvailable: false,
      buildingFloor: 0,
      liftAvailable: false,
      authorizeOtherPerson: false,
    },
  };

  it('nothing missing on a complete record (false is an answer)', () => {
    expect(confirmMissing(complete)).toEqual([]);
  });

  it('every required field in the spec order, pickup wording', () => {
    expect(confirmMissing({ type: 'storage', pickupRequired: true })).toEqual([
      'City is required',
      'Pickup Date is required',
      'Address is required',
      'Channel is required',
      'Payment Mode is required',
      'Reason is required',
      'Source is required',
      'Warehouse Type is required',
      'Building Type is required',
      'Entry Permit is required',
      'Moving Insurance is required',
      'Parking Slot Available is required',
      'Building Floor is required',
      'Lift Available is required',
      'Authorize Other Person is required',
    ]);
  });

  it('drop off: drop wording, no address, no checklist; other types need no need or warehouse type', () => {
    expect(confirmMissing({ type: 'moving', pickupRequired: false })).toEqual([
      'City is required',
      'Drop Date is required',
      'Channel is required',
      'Payment Mode is required',
      'Source is required',
    ]);
  });

  it('the dependent checklist items follow their answers', () => {
    const answers = {
      ...complete.checklist,
      parkingSlotAvailable: true,
      liftAvailable: true,
      anyItemsNotFitinsideLift: true,
      authorizeOtherPerson: true,
    };
    expect(confirmMissingFields({ ...complete, checklist: answers })).toEqual([
      { path: 'checklist.isSlotInsideOrOutside', message: 'Slot Inside or Outside is required' },
      { path: 'checklist.maximumAllowedLoadingTime', message: 'Maximum Allowed Loading Time is required' },
      { path: 'checklist.maximumAllowedLiftTime', message: 'Maximum Allowed Lift Time is required' },
      { path: 'checklist.liftNotFitDetails', message: 'Details of Bulky Items is required' },
      { path: 'checklist.authorizedName', message: 'Authorized Name is required' },
      { path: 'checklist.authorizedPhone', message: 'Authorized Phone is required' },
      { path: 'checklist.authorizedID', message: 'Authorized ID Number is required' },
    ]);
    // items-not-fitting is asked only when there is a lift
    const noLift = { ...answers, liftAvailable: false, anyItemsNotFitinsideLift: null };
    expect(confirmMissing({ ...complete, checklist: noLift })).not.toContain(
      'Items Not Fitting Inside Lift is required',
    );
  });

  it('an address line counts as the address', () => {
    expect(confirmMissing({ ...complete, addressId: null, line1: 'Villa 3, Street 4' })).toEqual([]);
  });
});

describe('the action dialogs', () => {
  it('a reason must be chosen; the comment at most 200', () => {
    expect(validateReasonChoice({ reasonId: null, reason: longComment }, 'cancelReasonId')).toEqual([
      { path: 'cancelReasonId', message: 'Reason is required' },
      { path: 'reason', message: 'Must be 200 characters or less' },
    ]);
    expect(validateReasonChoice({ reasonId: 2 }, 'lostReasonId')).toEqual([]);
  });

  it('follow up needs a date, assign a person, actual size a finite number', () => {
    expect(validateFollowUp('')).toHaveLength(1);
    expect(validateFollowUp('2024-06-10T09:00:00.000Z')).toEqual([]);
    expect(validateAssignee(null)).toEqual([{ path: 'assigneeId', message: 'Please choose a person to assign' }]);
    expect(validateActualSize(Number.POSITIVE_INFINITY)).toEqual([
      { path: 'actualSize', message: 'Actual size must be a number' },
    ]);
    expect(validateActualSize('3')).toHaveLength(1);
    expect(validateActualSize(2.5)).toEqual([]);
  });
});
