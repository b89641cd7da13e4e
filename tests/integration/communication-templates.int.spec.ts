import { startLocalChannels, type LocalChannels } from '../../services/src/notifications/channels/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Spec 3 §2-3, §5 and issue 33 item 4: template categories, email placeholders and communication templates are
 * simple resources (docs/architecture.md, "add a simple resource") with the spec's messages, and a template's
 * body and subject are Handlebars templates checked on save, the body sanitized.
 */
let app: TestApp;
let admin: string;
let channels: LocalChannels;
beforeAll(async () => {
  // The template test sends through the configured SMTP server: here the local one, read back below.
  channels = await startLocalChannels({ secret: 'template-test-secret-0123', webhookSecret: 'template-hook-secret' });
  process.env['SMTP_URL'] = channels.urls.smtp;
  app = await startTestApp(0);
  admin = await app.token('admin');
});
afterAll(async () => {
  await app.stop();
  delete process.env['SMTP_URL'];
  await channels.stop();
});

const CREATED = [201, 202];
const CHANGED = [200, 202];
const mark = `${Date.now()}`;

const template = (categories: number[]) => ({
  templateName: `quoteMail-${mark}`,
  description: 'The quote sent to the customer',
  subject: 'Your quote {{quoteId}}',
  fromEmail: 'sales@example.test',
  toEmails: ['{{customerEmail}}'],
  categories,
  body: '<p>Dear {{customerName}}, your quote {{quoteId}} is {{amount}}.</p>',
  countryId: 1,
  templateVariables: ['quoteId', 'amount'],
  attachmentTypes: ['QuotationPDF'],
  hasAttachment: true,
});

describe('template categories and email placeholders', () => {
  it('create, list, show and edit a category; a missing name is "Name required"', async () => {
    const made = await app.call('POST', '/api/template-categories', admin, {
      name: `Sales ${mark}`,
      description: 'Sales mails',
    });
    expect(CREATED).toContain(made.status);
    const id = made.body.id as number;
    const edited = await app.call('PATCH', `/api/template-categories/${id}`, admin, { description: 'Quotes' });
    expect(CHANGED).toContain(edited.status);
    await app.settle();
    const listed = await app.call('GET', `/api/template-categories?q=${encodeURIComponent(mark)}`, admin);
    expect(listed.body.data).toEqual([expect.objectContaining({ id, name: `Sales ${mark}`, description: 'Quotes' })]);
    expect((await app.call('GET', `/api/template-categories/${id}`, admin)).body).toMatchObject({
      id,
      name: `Sales ${mark}`,
    });
    const missing = await app.call('POST', '/api/template-categories', admin, { description: 'no name' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Name required' }]);
  });

  it('create, list, show and edit a placeholder; a missing name is "Name is required"', async () => {
    const made = await app.call('POST', '/api/email-placeholder', admin, {
      name: `operations-${mark}`,
      emails: ['ops@example.test'],
      countryId: 2,
    });
    expect(CREATED).toContain(made.status);
    expect(made.body).toMatchObject({ isGeneric: false, emails: ['ops@example.test'], countryId: 2 });
    const id = made.body.id as number;
    const edited = await app.call('PATCH', `/api/email-placeholder/${id}`, admin, {
      emails: ['a@example.test', 'b@example.test'],
    });
    expect(CHANGED).toContain(edited.status);
    await app.settle();
    expect((await app.call('GET', `/api/email-placeholder/${id}`, admin)).body).toMatchObject({
      emails: ['a@example.test', 'b@example.test'],
    });
    expect((await app.call('GET', `/api/email-placeholder?countryId=2&q=${mark}`, admin)).body.total).toBe(1);
    const missing = await app.call('POST', '/api/email-placeholder', admin, { emails: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Name is required' }]);
  });
});

describe('communication templates', () => {
  let id: number;
  let categoryId: number;

  it('creates with categories saved as ids, lists id descending with the status filter, shows and edits', async () => {
    categoryId = (await app.call('POST', '/api/template-categories', admin, { name: `Quotes ${mark}` })).body.id;
    const made = await app.call('POST', '/api/communication-templates', admin, template([categoryId]));
    expect(CREATED).toContain(made.status);
    expect(made.body).toMatchObject({ categories: [categoryId], status: 'active', isWatiEnabled: false });
    id = made.body.id;
    const edited = await app.call('PATCH', `/api/communication-templates/${id}`, admin, { status: 'inActive' });
    expect(CHANGED).toContain(edited.status);
    await app.settle();
    const inactive = await app.call('GET', `/api/communication-templates?status=inActive&q=${mark}`, admin);
    expect(inactive.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await app.call('GET', `/api/communication-templates?status=active&q=${mark}`, admin)).body.total).toBe(0);
    const shown = await app.call('GET', `/api/communication-templates/${id}`, admin);
    expect(shown.body).toMatchObject({ templateName: `quoteMail-${mark}`, attachmentTypes: ['QuotationPDF'] });
  });

  it('answers the spec’s messages: required fields and "at least one email is required"', async () => {
    const bad = await app.call('POST', '/api/communication-templates', admin, { toEmails: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'subject', message: 'Required' },
        { path: 'description', message: 'Required' },
        { path: 'templateName', message: 'Required' },
        { path: 'body', message: 'Required' },
        { path: 'fromEmail', message: 'at least one email is required' },
        { path: 'toEmails', message: 'at least one email is required' },
      ]),
    );
  });

  it('refuses a variable the template does not declare, naming it, and a template that does not parse', async () => {
    const unknown = await app.call('POST', '/api/communication-templates', admin, {
      ...template([]),
      body: '<p>{{quoteId}} due {{dueDate}}</p>',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'body', message: expect.stringContaining('{{dueDate}}') }]);
    const edit = await app.call('PATCH', `/api/communication-templates/${id}`, admin, { subject: 'Quote {{missing}}' });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual([{ path: 'subject', message: expect.stringContaining('{{missing}}') }]);
    const broken = await app.call('POST', '/api/communication-templates', admin, {
      ...template([]),
      body: '<p>{{#if x}}</p>',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatchObject({ path: 'body' });
  });

  it('stores a body without its script', async () => {
    const edited = await app.call('PATCH', `/api/communication-templates/${id}`, admin, {
      body: '<p>Hello {{customerName}}</p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">x</a>',
    });
    expect(CHANGED).toContain(edited.status);
    await app.settle();
    const body = (await app.call('GET', `/api/communication-templates/${id}`, admin)).body.body as string;
    expect(body).toContain('<p>Hello {{customerName}}</p>');
    expect(body).not.toMatch(/script|javascript|onclick/);
  });

  it('UPDATE_WATI_VARIABLES numbers the body’s variables as the WATI template’s {{1}}, {{2}} and maps them', async () => {
    const refreshed = await app.call('PATCH', `/api/communication-templates/${id}`, admin, {
      command: 'UPDATE_WATI_VARIABLES',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      watiTemplateVariables: ['1'],
      watiTemplateVariablesMapping: { '1': 'customerName' },
    });
    const unknown = await app.call('PATCH', `/api/communication-templates/${id}`, admin, { command: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'command', message: "Unknown command 'NOPE'" }]);
  });

  it('sends a test e-mail of the template, rendered with sample values, through the SMTP server', async () => {
    const sent = await app.call('POST', '/api/communication-templates-testing', admin, {
      email: 'tester@example.test',
      templateName: `quoteMail-${mark}`,
      countryId: 1,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: 'Test sent' });
    const mail = channels.smtp.received().at(-1);
    expect(mail).toMatchObject({ envelopeTo: ['tester@example.test'], subject: 'Your quote [quoteId]' });
    expect(mail!.html).toContain('<p>Hello [customerName]</p>');
    const none = await app.call('POST', '/api/communication-templates-testing', admin, {
      email: 'tester@example.test',
      templateName: 'no-such-template',
      countryId: 1,
    });
    expect(none.status).toBe(400);
  });
});
