/*
 * Every enumeration against the spec's own list, written out here from the spec text so that an edit of either
 * side shows up. Where the spec leaves a list open, the test names the decision (see the comment in the file).
 */
import * as contracts from '../index.js';

const cases: ReadonlyArray<readonly [string, { readonly values: readonly string[] }, readonly string[]]> = [
  // spec 1 §3 "Shared enumerations", spec 3 §1
  ['CustomerType', contracts.CustomerType, ['b2c', 'b2b', 'sme', 'partner', 'staff']],
  ['UserStatus', contracts.UserStatus, ['new', 'active', 'inactive', 'rejected', 'suspended']],
  ['Gender', contracts.Gender, ['male', 'female']],
  ['Language', contracts.Language, ['EN', 'AR']],
  ['IdType', contracts.IdType, ['Passport', 'EmiratesID', 'CivilID']],
  ['CurrentStatus', contracts.CurrentStatus, ['EXISTING_CUSTOMER', 'EX_CUSTOMER']],
  // spec 1 §3: groups given, full list not shown (decision in user.enums.ts)
  [
    'Persona',
    contracts.Persona,
    [
      'commercial', 'personal',
      'female-student', 'female-single', 'female-married', 'female-young-kids', 'female-older-kids', 'female-old',
      'male-student', 'male-single', 'male-married', 'male-young-kids', 'male-older-kids', 'male-old',
    ],
  ],
  ['TagModule', contracts.TagModule, ['Generic', 'User']],
  // spec 1 §6 ∪ spec 2 §6 ∪ spec 3 §1 (request-full-update is a permission, spec 3 §6)
  [
    'Role',
    contracts.Role,
    [
      'admin', 'staff', 'global-staff', 'transport-staff', 'warehouse-staff', 'sales', 'sales-staff', 'operations',
      'operations-lead', 'operations-manager', 'operations-staff', 'accounts-staff', 'finance', 'finance-edit-old-invoice',
      'finance-delete-old-invoice', 'marketing-staff', 'business', 'partner', 'affiliate',
    ],
  ],
  // spec 3 §6
  ['PermissionAction', contracts.PermissionAction, ['view', 'list', 'create', 'update', 'remove', 'manage']],
  ['StandalonePermission', contracts.StandalonePermission, ['user-impersonation', 'request-full-update', 'leads-creation-date']],
  // ARCHITECTURE §8, spec 1 §9
  ['Currency', contracts.Currency, ['AED', 'KWD', 'SAR']],
  // spec 1 §3, spec 2 §3
  [
    'RequestStatus',
    contracts.RequestStatus,
    ['pending', 'new', 'confirmed', 'onhold', 'approved', 'transit', 'received', 'delivered', 'complete', 'rejected', 'cancelled'],
  ],
  [
    'RequestType',
    contracts.RequestType,
    ['newbox', 'pickup', 'delivery', 'drop', 'collect', 'close', 'survey', 'scrap', 'transfer', 'moving', 'shipping', 'other_services'],
  ],
  ['CustomerAction', contracts.CustomerAction, ['disputed', 'accepted', 'resolved']],
  ['TimeSlot', contracts.TimeSlot, ['9-13', '13-18']],
  ['RequestNotifyType', contracts.RequestNotifyType, ['REQUEST_NOTIFY_CUSTOMER', 'REQUEST_NOTIFY_TEAM', 'REQUEST_NOTIFY_WAREHOUSE']],
  [
    'StorageStatus',
    contracts.StorageStatus,
    [
      'new', 'forpickup', 'pickedup', 'in', 'stored', 'fordelivery', 'out', 'delivered', 'closed', 'cancelled', 'transfer',
      'for_discard', 'discard', 'unknown', 'damaged', 'lost', 'missing', 'not_returned', 'active',
    ],
  ],
  ['StorageRecordType', contracts.StorageRecordType, ['check_in', 'check_out', 'storage']],
  ['StorageDirection', contracts.StorageDirection, ['in', 'out']],
  ['PhotoUploadStatus', contracts.PhotoUploadStatus, ['start', 'success', 'failed']],
  ['Aisle', contracts.Aisle, ['A', 'B', 'C']],
  ['BoxStatus', contracts.BoxStatus, ['new', 'empty', 'assigned', 'damaged', 'unknown', 'other', 'lost', 'missing', 'not_returned']],
  [
    'OrderStatus',
    contracts.OrderStatus,
    ['locked', 'new', 'renew', 'rejected', 'quote_sent', 'quote_accepted', 'quote_rejected', 'lost', 'confirmed', 'onhold', 'cancelled', 'complete', 'closed'],
  ],
  ['OrderType', contracts.OrderType, ['storage', 'moving', 'packing', 'shipping', 'other_services']],
  ['SalesCategory', contracts.SalesCategory, ['storage', 'moving', 'sale', 'packing', 'shipping', 'other_services', 'unknown']],
  [
    'LeadChannel',
    contracts.LeadChannel,
    ['google', 'youtube', 'instagram', 'existing', 'friend', 'facebook', 'tv', 'blog', 'event', 'flyer', 'press', 'signage', 'truck', 'partner', 'other'],
  ],
  ['LeadChannelLabel', contracts.LeadChannelLabel, ['Phone', 'WhatsApp', 'Email', 'Partner', 'Website', 'Ex-Customer', 'Existing Customer', 'Direct']],
  ['WarehouseType', contracts.WarehouseType, ['ac', 'non-ac']],
  ['BuildingType', contracts.BuildingType, ['Flat', 'Villa', 'Hotel', 'Office', 'Other']],
  ['SlotPlacement', contracts.SlotPlacement, ['Inside', 'Outside']],
  ['AllowedTime', contracts.AllowedTime, ['Unlimitted', '1 Hr', '2 Hr', '3 Hr', '4 Hr', '5 Hr', '6 Hr', '7 Hr', '8 Hr']],
  ['CommissionCategory', contracts.CommissionCategory, ['Storage', 'Service']],
  // spec 3 §3
  ['SurveyType', contracts.SurveyType, ['leadSurvey', 'customerSurvey']],
  ['SurveyStatus', contracts.SurveyStatus, ['new', 'sentToCustomer', 'completed', 'closed']],
  ['InvoiceStatus', contracts.InvoiceStatus, ['unpaid', 'paid', 'partial', 'cancelled']],
  ['InvoiceType', contracts.InvoiceType, ['order', 'recurring', 'final', 'service', 'other', 'creditNote', 'deposit']],
  [
    'PaymentMethod',
    contracts.PaymentMethod,
    ['credits', 'cod', 'tap', 'payfort', 'cheque', 'bank_deposit', 'bank_transfer', 'deposit', 'payfort_kema', 'manual_tap', 'manual_payfort', 'pos_sab'],
  ],
  ['PaymentStatus', contracts.PaymentStatus, ['pending', 'complete', 'failed', 'refunded']],
  ['PaymentType', contracts.PaymentType, ['payment', 'refund', 'deposit']],
  ['PaymentMode', contracts.PaymentMode, ['cash', 'card', 'cheque']],
  ['Eci', contracts.Eci, ['ECOMMERCE', 'RECURRING']],
  // spec 3 §5 "Manual modes"
  [
    'ManualPaymentMethod',
    contracts.ManualPaymentMethod,
    ['cod', 'cheque', 'bank_deposit', 'bank_transfer', 'credits', 'deposit', 'payfort_kema', 'manual_tap', 'manual_payfort', 'pos_sab'],
  ],
  [
    'ChargeType',
    contracts.ChargeType,
    [
      'storage', 'delivery', 'pickup', 'packing', 'loading', 'pickup_packing', 'pickup_delivery', 'pickup_packing_delivery',
      'discount', 'credit', 'custom', 'service', 'order', 'handling', 'deposit',
    ],
  ],
  ['DiscountType', contracts.DiscountType, ['discount', 'percent']],
  ['CardStatus', contracts.CardStatus, ['active', 'inactive']],
  ['RevisionModelFilter', contracts.RevisionModelFilter, ['box', 'storage', 'request', 'job']],
  // spec 2 §3 (cancelled from the list filter), spec 3 §3 communication taskStatus
  ['TaskStatus', contracts.TaskStatus, ['new', 'running', 'complete', 'failed', 'paused', 'cancelled']],
  // the named task types only; the full list (about 70) is not shown
  [
    'TaskType',
    contracts.TaskType,
    [
      'SEND_QUOTE_TO_CUSTOMER', 'SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER', 'SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER',
      'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER', 'MAIL_INVOICE_TO_CUSTOMER',
      'MAIL_RECEIPT_TO_CUSTOMER', 'SEND_PAYMENT_LINK_TO_CUSTOMER',
    ],
  ],
  ['CommunicationChannel', contracts.CommunicationChannel, ['email', 'whatsApp']],
  ['DeliveryStatus', contracts.DeliveryStatus, ['delivered', 'failed', 'read', 'clicked', 'sent', 'receivedReply']],
  [
    'AttachmentType',
    contracts.AttachmentType,
    ['InvoicePDF', 'QuotationPDF', 'StorageContractAE-PDF', 'EstimatePDF', 'RefundPdf', 'ReceiptPDF', 'requestNotePDF', 'Delivery/PickupNotePDF'],
  ],
  ['TemplateStatus', contracts.TemplateStatus, ['active', 'inActive']],
  // spec 1 §4
  ['BadgeKind', contracts.BadgeKind, ['request', 'storage', 'order', 'box', 'storage_record', 'invoice', 'payment', 'task', 'user']],
  ['SortOrder', contracts.SortOrder, ['ASC', 'DESC']],
];

describe.each(cases)('%s', (_, enumeration, specList) => {
  it('lists exactly the values of the spec, in its order', () => {
    expect([...enumeration.values]).toEqual(specList);
  });
});

describe('spec subsets', () => {
  it('manual payment methods are payment methods', () => {
    for (const m of contracts.ManualPaymentMethod.values) expect(contracts.PaymentMethod.is(m)).toBe(true);
  });
  it('every role has default permissions', () => {
    for (const r of contracts.Role.values) expect(contracts.ROLE_PERMISSIONS[r].length).toBeGreaterThan(0);
  });
});
