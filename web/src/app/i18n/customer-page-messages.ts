/**
 * The customer page's own words (issue 34 §8): the Photos tab and the order's photo upload with its caption, Put
 * on hold and its release, the customer credits page.
 */
export const CUSTOMER_PAGE_MESSAGES = {
  'customerPage.photos.tab': 'Photos',
  'customerPage.photos.pick': 'Choose a photo',
  'customerPage.photos.caption': 'Caption',
  'customerPage.photos.captionHelp': 'Optional, at most {max} characters',
  'customerPage.photos.upload': 'Upload',
  'customerPage.photos.uploading': 'Uploading…',
  'customerPage.photos.preview': 'The photo to upload',
  'customerPage.photos.ofOrder': 'Order #{id}',
  'customerPage.photos.ofRequest': 'Request #{id}',
  'customerPage.photos.ofStorage': 'Storage #{id}',

  'customerPage.hold.action': 'Put on hold',
  'customerPage.hold.title': 'Put {name} on hold',
  'customerPage.hold.reason': 'Hold reason',
  'customerPage.hold.comment': 'Comment',
  'customerPage.hold.confirm': 'Put on hold',
  'customerPage.hold.done': 'Customer put on hold',
  'customerPage.hold.failed': 'Error: Customer could not be put on hold',
  'customerPage.hold.release': 'Release hold',
  'customerPage.hold.releaseConfirm': 'Release the hold on {name}?',
  'customerPage.hold.released': 'Customer hold released',
  'customerPage.hold.releaseFailed': 'Error: The hold could not be released',
  'customerPage.hold.onHold': 'On hold',
  'customerPage.hold.since': 'On hold since {date}',
  'customerPage.hold.reasonLabel': 'Hold reason',
  'customerPage.hold.commentLabel': 'Hold comment',

  'customerPage.credits.action': 'Credits',
  'customerPage.credits.title': 'Credits of {name}',
  'customerPage.credits.balance': 'Credit balance',
  'customerPage.credits.rule':
    'Credit is money the customer holds with us: it changes only by payments, refunds and the use of credit.',
  'customerPage.credits.add': 'Add credit (record a payment)',
  'customerPage.credits.addHelp':
    'A payment that names no invoice pays the oldest unpaid invoices first; what is left stays as credit.',
  'customerPage.credits.use': 'Pay invoices from credit',
  'customerPage.credits.refund': 'Refund',
  'customerPage.credits.holding': 'Payments holding credit',
  'customerPage.credits.none': 'No payment holds credit for this customer',
  'customerPage.credits.payment': 'Payment',
  'customerPage.credits.paidAt': 'Paid at',
  'customerPage.credits.mode': 'Mode',
  'customerPage.credits.amount': 'Amount',
  'customerPage.credits.unallocated': 'Credit left',
  'customerPage.credits.back': 'Back to the customer',
  'customerPage.credits.loading': 'Loading…',
} as const;
