import { communicationResourceOf } from './accounting-communications.js';

describe('the record an accounting task concerns (spec 3 §7 Tasks)', () => {
  it('files a mailed invoice under the invoice, a mailed receipt under the payment', () => {
    expect(communicationResourceOf('MAIL_INVOICE_TO_CUSTOMER', '{"invoiceId":12}')).toEqual({
      resourceType: 'invoice',
      resourceId: 12,
      recipientId: null,
    });
    expect(communicationResourceOf('MAIL_RECEIPT_TO_CUSTOMER', '{"paymentId":7}')).toEqual({
      resourceType: 'payment',
      resourceId: 7,
      recipientId: null,
    });
  });

  it('files a payment link under the invoice it names, else under the customer', () => {
    expect(communicationResourceOf('SEND_PAYMENT_LINK_TO_CUSTOMER', '{"userId":3,"amount":10000}')).toEqual({
      resourceType: 'user',
      resourceId: 3,
      recipientId: 3,
    });
    expect(
      communicationResourceOf('SEND_PAYMENT_LINK_TO_CUSTOMER', '{"userId":3,"amount":10000,"invoiceId":40}'),
    ).toEqual({ resourceType: 'invoice', resourceId: 40, recipientId: 3 });
  });

  it('files nothing for another task, or data that names no record (bad JSON, no id, a text id)', () => {
    expect(communicationResourceOf('SEND_QUOTE_TO_CUSTOMER', '{"leadId":1}')).toBeUndefined();
    expect(communicationResourceOf('MAIL_INVOICE_TO_CUSTOMER', 'not json')).toBeUndefined();
    expect(communicationResourceOf('MAIL_INVOICE_TO_CUSTOMER', null)).toBeUndefined();
    expect(communicationResourceOf('MAIL_INVOICE_TO_CUSTOMER', '{"invoiceId":"12"}')).toBeUndefined();
    expect(communicationResourceOf('MAIL_RECEIPT_TO_CUSTOMER', '[1]')).toBeUndefined();
  });
});
