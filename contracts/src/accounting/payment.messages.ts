/** The payment rules' messages, word for word where the spec gives them (server and console show the same). */
export const PAYMENT_MESSAGES = Object.freeze({
  amountDecimals: 'Amount has more decimals than the currency allows',
  userRequired: 'User is required',
  typeRequired: 'Type is required',
  modeRequired: 'Mode is required',
  paidAtRequired: 'Paid At is required',
  currencyRequired: 'Currency is required',
  statusRequired: 'Status is required',
  /** Spec 3 §4: paidAt belongs to a complete payment only. */
  paidAtOnlyComplete: 'Paid At is set only on a complete payment',
  /** Spec 3 §5: invoice choices appear only for type payment. */
  invoicesOnlyForPayment: 'Invoices can be chosen only for a payment',
  invoiceNotPayable: 'Only unpaid or partial invoices of the customer can be paid',
  /** Card payments come from the gateway (capture, payment link); staff record card money with manual_tap / manual_payfort. */
  gatewayByGatewayOnly: 'Card payments (tap, payfort) are recorded by the gateway',
  /** Spec 3 §2: a payment with mode payfort or tap cannot be edited or deleted. */
  gatewayUnchangeable: 'Card payments (tap, payfort) cannot be edited or deleted',
  /** Spec 3 §2, §4: edit is shown for a payment that is not complete. */
  completeNotEditable: 'A complete payment cannot be edited',
  transition: 'This status change is not allowed',
  notFound: 'No record found for id',
  /** Spec 3 §2: Receipt and Send Receipt are shown on a complete payment only; the server refuses the others. */
  receiptNotComplete: 'A receipt is for a complete payment',
  /** Issue 30: a manual payment naming invoices must fit what they still owe (the rest would be money on nothing). */
  overOpenBalance: 'Amount is more than the open balance of the invoices chosen',
  /** Issue 30: paying from credit (mode credits) spends the customer's credit, never more. */
  overCredit: "Amount is more than the customer's credit",
  noOpenInvoice: 'The customer has no unpaid or partial invoice to pay',
  /** Issue 30: a refund is of a payment, and never of more than is left of it. */
  refundNamesPayment: 'A refund names the payment it refunds (refundOf)',
  refundOfMissing: 'No payment found to refund for id',
  refundNotComplete: 'Only a complete payment can be refunded',
  overRefundable: 'The refund is more than what is left of the payment',
  refundForbidden: 'You do not have the permission to refund payments (payments-remove)',
  /** Issue 30: a complete payment changes only by a refund (its own call), never by an edit of its status. */
  refundByRefund: 'A complete payment is refunded with Refund, not by editing its status',
  refundedNotEditable: 'A refunded payment cannot be edited',
  /** Issue 30 §4: a card refund whose answer was lost is settled with the gateway before another is decided. */
  refundUnsettled: 'An earlier refund of this payment has no answer from the gateway yet; try again later',
  nothingToAllocate: 'The payment has no unallocated money',
  /** A race lost to another payment of the same invoices: nothing was recorded. */
  allocationChanged: 'The invoices were paid by someone else meanwhile; nothing was recorded',
});
