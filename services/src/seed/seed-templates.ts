import { catalogueDefaults, TaskType, type ResourceName } from '@console/contracts';
import { DEMO_COUNTRIES } from './seed-data.js';

type DemoRecord = readonly [ResourceName, number, Record<string, unknown>];

/** Template categories of the demo (spec 3 §2). */
const CATEGORIES = [
  { id: 1, name: 'Sales', description: 'Quotes, confirmations and thank-you mails' },
  { id: 2, name: 'Operations', description: 'Request notes and team notices' },
  { id: 3, name: 'Accounting', description: 'Invoices, receipts and payment links' },
  { id: 4, name: 'Accounts', description: 'Password resets and sign-in links' },
] as const;

const CATEGORY_OF: Record<TaskType, number> = {
  SEND_QUOTE_TO_CUSTOMER: 1,
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: 1,
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: 1,
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 2,
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: 2,
  MAIL_INVOICE_TO_CUSTOMER: 3,
  MAIL_RECEIPT_TO_CUSTOMER: 3,
  SEND_PAYMENT_LINK_TO_CUSTOMER: 3,
  SEND_RESET_PASSWORD_MAIL: 4,
  SEND_MAGIC_LINK_MAIL: 4,
  NOTIFY_REQUEST_CUSTOMER: 2,
  NOTIFY_REQUEST_TEAM: 2,
  NOTIFY_REQUEST_WAREHOUSE: 2,
  SEND_EXIT_SURVEY_TO_CUSTOMER: 1,
};

const ATTACHMENT_OF: Partial<Record<TaskType, string>> = {
  SEND_QUOTE_TO_CUSTOMER: 'QuotationPDF',
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 'requestNotePDF',
  MAIL_INVOICE_TO_CUSTOMER: 'InvoicePDF',
  MAIL_RECEIPT_TO_CUSTOMER: 'ReceiptPDF',
  NOTIFY_REQUEST_CUSTOMER: 'requestNotePDF',
};

/**
 * Whom a template writes to (every other type: the customer): the request's team by its users' e-mails, the
 * warehouse by the `warehouse` placeholder of the request's country (notifier/task-channel.ts STAFF_AUDIENCE).
 */
const TO_OF: Partial<Record<TaskType, string>> = {
  NOTIFY_REQUEST_TEAM: '{{teamEmails}}',
  NOTIFY_REQUEST_WAREHOUSE: 'warehouse',
};

/** What each template is for, as an administrator reads it in the templates list. */
const PURPOSE: Record<TaskType, string> = {
  SEND_QUOTE_TO_CUSTOMER: 'The quote mailed to a lead, with the quotation PDF',
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: 'Thanks the customer once their order is complete',
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: 'Tells the customer their order is confirmed',
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 'The request note mailed to the customer, with its PDF',
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: 'The request note sent to the customer by WhatsApp',
  MAIL_INVOICE_TO_CUSTOMER: 'The invoice mailed to the customer, with its PDF',
  MAIL_RECEIPT_TO_CUSTOMER: 'The receipt of a payment, with its PDF',
  SEND_PAYMENT_LINK_TO_CUSTOMER: 'A link to pay an invoice by card',
  SEND_RESET_PASSWORD_MAIL: 'The link to choose a new password',
  SEND_MAGIC_LINK_MAIL: 'The link that signs a user in without a password',
  NOTIFY_REQUEST_CUSTOMER: 'Notify customer: the request’s details, with the request note',
  NOTIFY_REQUEST_TEAM: 'Notify team: the request’s details for the team assigned to it',
  NOTIFY_REQUEST_WAREHOUSE: 'Notify warehouse: the request’s details for the warehouse of its country',
  SEND_EXIT_SURVEY_TO_CUSTOMER: 'Asks a lost lead why they did not go ahead, with the survey link',
};

/**
 * What each English template says (the notifier writes every message from these, issue 33): the subject and the
 * paragraph between the greeting and the signature; a payment link's body names its link.
 */
const ENGLISH: Record<TaskType, { subject: string; text: string; variables?: string[] }> = {
  SEND_QUOTE_TO_CUSTOMER: {
    subject: 'Your quote {{reference}}',
    text: 'Thank you for your enquiry. Please find your quote attached; reply to this mail to accept it or to ask us anything.',
  },
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: {
    subject: 'Thank you for your order {{reference}}',
    text: 'Thank you for choosing us. We look forward to serving you again.',
  },
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: {
    subject: 'Your order {{reference}} is confirmed',
    text: 'Your order is confirmed. We will be in touch about the next steps.',
  },
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: {
    subject: 'Your request note {{reference}}',
    text: 'Please find attached the note of your request.',
  },
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: {
    subject: 'Request note {{reference}}',
    text: 'Your request is recorded.',
  },
  MAIL_INVOICE_TO_CUSTOMER: {
    subject: 'Your invoice {{reference}}',
    text: 'Please find your invoice attached.',
  },
  MAIL_RECEIPT_TO_CUSTOMER: {
    subject: 'Receipt for your payment {{reference}}',
    text: 'Thank you for your payment. Please find your receipt attached.',
  },
  SEND_PAYMENT_LINK_TO_CUSTOMER: {
    subject: 'Your payment link',
    text: 'You can pay online by this link: <a href="{{url}}">{{url}}</a>',
    variables: ['url'],
  },
  // `{{link}}` is written by the notifier for this mail only (notifier/sign-in-link-mail.ts), never stored.
  SEND_RESET_PASSWORD_MAIL: {
    subject: 'Reset your password',
    text: 'To choose a new password, open this link within an hour: <a href="{{link}}">{{link}}</a>. If you did not ask for it, ignore this mail.',
    variables: ['link'],
  },
  SEND_MAGIC_LINK_MAIL: {
    subject: 'Your sign-in link',
    text: 'To sign in, open this link within 15 minutes: <a href="{{link}}">{{link}}</a>. It works once. If you did not ask for it, ignore this mail.',
    variables: ['link'],
  },
  NOTIFY_REQUEST_CUSTOMER: {
    subject: 'About your request {{reference}}',
    text: 'This is a notice about your request. Please find its note attached; reply to this mail if anything needs changing.',
  },
  NOTIFY_REQUEST_TEAM: {
    subject: 'Request {{reference}} of {{customerName}}',
    text: 'Please take note of request {{reference}} of {{customerName}} and check its details and slot in the console.',
  },
  NOTIFY_REQUEST_WAREHOUSE: {
    subject: 'Warehouse notice: request {{reference}}',
    text: 'Please prepare for request {{reference}} of {{customerName}} and check its boxes and slot in the console.',
  },
  // `{{link}}`: the survey's public link, written by the notifier for this mail only (notifier/sign-in-link-mail.ts).
  SEND_EXIT_SURVEY_TO_CUSTOMER: {
    subject: 'How could we have served you better?',
    text: 'We are sorry we could not help you this time. Would you tell us why, and what we could improve? It takes a minute: <a href="{{link}}">{{link}}</a>',
    variables: ['link'],
  },
};

/**
 * What the Arabic templates say (issue 36 §4: a customer whose language is AR is written to in Arabic); a type left
 * out says only its reference.
 */
const ARABIC: Partial<Record<TaskType, { subject: string; text: string }>> = {
  SEND_QUOTE_TO_CUSTOMER: {
    subject: 'عرض السعر {{reference}}',
    text: 'شكراً لاستفساركم. تجدون عرض السعر مرفقاً، ويسعدنا ردّكم على هذه الرسالة لقبوله أو لأي استفسار.',
  },
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: {
    subject: 'شكراً لطلبكم {{reference}}',
    text: 'شكراً لاختياركم خدماتنا، ونتطلع إلى خدمتكم مجدداً.',
  },
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: {
    subject: 'تم تأكيد طلبكم {{reference}}',
    text: 'تم تأكيد طلبكم، وسنتواصل معكم بخصوص الخطوات التالية.',
  },
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: {
    subject: 'مذكرة طلبكم {{reference}}',
    text: 'تجدون مذكرة طلبكم مرفقة.',
  },
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: {
    subject: 'مذكرة الطلب {{reference}}',
    text: 'تم تسجيل طلبكم.',
  },
  MAIL_INVOICE_TO_CUSTOMER: {
    subject: 'فاتورتكم {{reference}}',
    text: 'تجدون فاتورتكم مرفقة.',
  },
  MAIL_RECEIPT_TO_CUSTOMER: {
    subject: 'إيصال دفعتكم {{reference}}',
    text: 'شكراً لسدادكم. تجدون الإيصال مرفقاً.',
  },
  SEND_RESET_PASSWORD_MAIL: {
    subject: 'إعادة تعيين كلمة المرور',
    text: 'لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة: <a href="{{link}}">{{link}}</a>. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  },
  SEND_MAGIC_LINK_MAIL: {
    subject: 'رابط تسجيل الدخول',
    text: 'لتسجيل الدخول، افتح هذا الرابط خلال 15 دقيقة: <a href="{{link}}">{{link}}</a>. يعمل الرابط مرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  },
  NOTIFY_REQUEST_CUSTOMER: {
    subject: 'بخصوص طلبكم {{reference}}',
    text: 'نحيطكم علماً بخصوص طلبكم، وتجدون مذكرة الطلب مرفقة. يرجى الرد على هذه الرسالة إذا احتاج أي أمر إلى تعديل.',
  },
  NOTIFY_REQUEST_TEAM: {
    subject: 'الطلب {{reference}} للعميل {{customerName}}',
    text: 'يرجى الاطلاع على الطلب {{reference}} الخاص بالعميل {{customerName}} ومراجعة تفاصيله وموعده في النظام.',
  },
  NOTIFY_REQUEST_WAREHOUSE: {
    subject: 'إشعار للمستودع: الطلب {{reference}}',
    text: 'يرجى الاستعداد للطلب {{reference}} الخاص بالعميل {{customerName}} ومراجعة الصناديق والموعد في النظام.',
  },
  SEND_EXIT_SURVEY_TO_CUSTOMER: {
    subject: 'كيف كان بإمكاننا خدمتكم بشكل أفضل؟',
    text: 'نأسف لأننا لم نتمكن من خدمتكم هذه المرة. هل تخبروننا بالسبب وبما يمكننا تحسينه؟ لن يستغرق ذلك سوى دقيقة: <a href="{{link}}">{{link}}</a>',
  },
};

/** The greeting of a staff message (Notify Team / Warehouse): not the customer's name. */
const STAFF_GREETING: Partial<Record<TaskType, { en: string; ar: string }>> = {
  NOTIFY_REQUEST_TEAM: { en: 'Hello team,', ar: 'مرحباً فريق العمل،' },
  NOTIFY_REQUEST_WAREHOUSE: { en: 'Hello warehouse team,', ar: 'مرحباً فريق المستودع،' },
};

/**
 * A template for every task type the product records, in English and in Arabic (named with `_ar`, docs/decisions.md),
 * the categories, and per country the operations, accounts and warehouse placeholders plus one generic customer one.
 */
export const demoTemplateRecords = (): DemoRecord[] => {
  const out: DemoRecord[] = CATEGORIES.map(({ id, ...c }) => ['template-categories', id, c] as const);
  const defaults = catalogueDefaults('communication-templates');
  let id = 0;
  for (const type of TaskType.values) {
    const attachment = ATTACHMENT_OF[type];
    const staff = STAFF_GREETING[type];
    for (const arabic of [false, true]) {
      out.push([
        'communication-templates',
        ++id,
        {
          ...defaults,
          templateName: arabic ? `${type}_ar` : type,
          description: `${PURPOSE[type]} (${arabic ? 'Arabic' : 'English'})`,
          subject: arabic ? (ARABIC[type]?.subject ?? 'مرجع {{reference}}') : ENGLISH[type].subject,
          fromEmail: 'noreply@demo.test',
          toEmails: [TO_OF[type] ?? '{{customerEmail}}'],
          categories: [CATEGORY_OF[type]],
          body: arabic
            ? `<p dir="rtl">${staff?.ar ?? 'عزيزي {{customerName}}،'} ${ARABIC[type]?.text ?? 'مرجعك {{reference}}.'}</p><p dir="rtl">{{companyName}}</p>`
            : `<p>${staff?.en ?? 'Dear {{customerName}},'}</p><p>${ENGLISH[type].text}</p><p>Kind regards,<br />{{companyName}}</p>`,
          templateVariables: ['reference', ...(arabic && !ARABIC[type] ? [] : (ENGLISH[type].variables ?? []))],
          hasAttachment: attachment !== undefined,
          attachmentTypes: attachment ? [attachment] : [],
          isWatiEnabled: type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
          watiTempName:
            type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? (arabic ? 'request_note_ar' : 'request_note') : null,
          watiTemplateVariables: type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? ['1', '2'] : [],
          watiTemplateVariablesMapping:
            type === 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' ? { '1': 'customerName', '2': 'reference' } : {},
        },
      ]);
    }
  }
  let placeholder = 0;
  for (const c of DEMO_COUNTRIES) {
    for (const team of ['operations', 'accounts'] as const) {
      out.push([
        'email-placeholder',
        ++placeholder,
        {
          name: `${team}-${c.code.toLowerCase()}`,
          description: `The ${team} team of ${c.name}`,
          emails: [`${team}.${c.code.toLowerCase()}@demo.test`],
          countryId: c.id,
          isGeneric: false,
        },
      ]);
    }
  }
  out.push([
    'email-placeholder',
    ++placeholder,
    { name: 'customer', description: 'The customer of the message', emails: [], countryId: null, isGeneric: true },
  ]);
  // The warehouse of each country (Notify Warehouse), after the others so their ids stay as they were.
  for (const c of DEMO_COUNTRIES) {
    out.push([
      'email-placeholder',
      ++placeholder,
      {
        name: 'warehouse',
        description: `The warehouse of ${c.name}`,
        emails: [`warehouse.${c.code.toLowerCase()}@demo.test`],
        countryId: c.id,
        isGeneric: false,
      },
    ]);
  }
  return out;
};
