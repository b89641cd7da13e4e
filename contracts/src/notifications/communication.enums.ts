import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 3 §3; filter labels Email and WhatsApp. */
export const CommunicationChannel = enumeration(['email', 'whatsApp'] as const, 'CommunicationChannel');
export type CommunicationChannel = EnumValue<typeof CommunicationChannel>;

export const DeliveryStatus = enumeration(
  ['delivered', 'failed', 'read', 'clicked', 'sent', 'receivedReply'] as const,
  'DeliveryStatus',
);
export type DeliveryStatus = EnumValue<typeof DeliveryStatus>;

export const AttachmentType = enumeration(
  [
    'InvoicePDF',
    'QuotationPDF',
    'StorageContractAE-PDF',
    'EstimatePDF',
    'RefundPdf',
    'ReceiptPDF',
    'requestNotePDF',
    'Delivery/PickupNotePDF',
  ] as const,
  'AttachmentType',
);
export type AttachmentType = EnumValue<typeof AttachmentType>;

/** Communication template status filter (spec 3 §2). */
export const TemplateStatus = enumeration(['active', 'inActive'] as const, 'TemplateStatus');
export type TemplateStatus = EnumValue<typeof TemplateStatus>;
