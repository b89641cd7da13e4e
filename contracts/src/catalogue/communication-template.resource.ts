import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { defineResource, type ResourceMode } from '../shared/resource/resource-definition.js';
import { nullable } from '../shared/resource/resource-fields.js';
import { isBlank, type FieldError } from '../shared/validation.js';
import { list, LongText, text, Text } from '../shared/store-safe.js';
import { AttachmentType, TemplateStatus } from '../notifications/communication.enums.js';
import { sanitizeTemplateHtml, templateVariablesOf } from './template-text.js';

/** Spec 3 §5: 'at least one email is required' (a from address and one to address). */
export const AT_LEAST_ONE_EMAIL = 'at least one email is required';

/** The variables every template may name without declaring them (the notifier fills them for every message). */
export const KNOWN_TEMPLATE_VARIABLES = ['customerName', 'companyName', 'countryName'] as const;

const HtmlBody = text('HtmlBody', 200_000);

const unknownVariables = (path: string, template: unknown, allowed: ReadonlySet<string>): FieldError[] => {
  if (typeof template !== 'string' || template === '') return [];
  const read = templateVariablesOf(template);
  if (!read.ok) return [{ path, message: `The template does not parse: ${read.error}` }];
  return read.variables
    .filter((v) => !allowed.has(v))
    .map((v) => ({ path, message: `Unknown variable {{${v}}}: add it to the template's variables` }));
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/**
 * Spec 3 §5: subject, description, templateName and body required; a from address and at least one to address.
 * The body and the subject are Handlebars templates (issue 33): one that does not parse, or names a variable the
 * template does not declare (templateVariables; the subject also subjectVariables), is refused naming it.
 */
export const communicationTemplateRules = (
  record: Readonly<Record<string, unknown>>,
  _mode: ResourceMode,
): FieldError[] => {
  const errors: FieldError[] = [];
  if (isBlank(record['fromEmail'])) errors.push({ path: 'fromEmail', message: AT_LEAST_ONE_EMAIL });
  if (strings(record['toEmails']).filter((e) => e.trim() !== '').length === 0)
    errors.push({ path: 'toEmails', message: AT_LEAST_ONE_EMAIL });
  const body = new Set([...KNOWN_TEMPLATE_VARIABLES, ...strings(record['templateVariables'])]);
  const subject = new Set([...body, ...strings(record['subjectVariables'])]);
  errors.push(...unknownVariables('body', record['body'], body));
  errors.push(...unknownVariables('subject', record['subject'], subject));
  return errors;
};

/** Spec 3 §3 Communication template (the list titled Communication Templates). */
export const COMMUNICATION_TEMPLATE_RESOURCE = defineResource({
  name: 'communication-templates',
  table: 'communication_templates',
  category: 'communicationtemplate',
  event: 'CommunicationTemplate',
  fields: t.type({
    templateName: Text,
    description: LongText,
    subject: Text,
    fromEmail: Text,
    toEmails: list(Text),
    ccEmails: list(Text),
    bccEmails: list(Text),
    /* Saved as a list of template-category ids (spec 3 §3). */
    categories: list(Id),
    body: HtmlBody,
    status: TemplateStatus.codec,
    countryId: nullable(Id),
    templateVariables: list(Text),
    subjectVariables: list(Text),
    hasAttachment: t.boolean,
    attachmentTypes: list(AttachmentType.codec),
    isWatiEnabled: t.boolean,
    watiTempName: nullable(Text),
    watiTemplateVariables: list(Text),
    /* watiVariableName → variableName. */
    watiTemplateVariablesMapping: t.record(t.string, t.string),
  }),
  required: ['subject', 'description', 'templateName', 'body'],
  defaults: {
    ccEmails: [],
    bccEmails: [],
    categories: [],
    status: 'active',
    countryId: null,
    templateVariables: [],
    subjectVariables: [],
    hasAttachment: false,
    attachmentTypes: [],
    isWatiEnabled: false,
    watiTempName: null,
    watiTemplateVariables: [],
    watiTemplateVariablesMapping: {},
  },
  /* A body is stored sanitized: a <script> never reaches the read model or a mail. */
  complete: (record) =>
    typeof record['body'] === 'string' ? { ...record, body: sanitizeTemplateHtml(record['body']) } : record,
  validate: communicationTemplateRules,
});

/** Spec 3 §7: the template's command that refreshes its WhatsApp variables (the UI then shows 'Refreshed'). */
export const UPDATE_WATI_VARIABLES = 'UPDATE_WATI_VARIABLES';

/**
 * The WATI template's placeholders are numbered (`{{1}}`, `{{2}}`, ...): one per variable of the body, in the
 * order the body first names them, each mapped to that variable (watiVariableName → variableName). The changes
 * an UPDATE_WATI_VARIABLES makes to the record as it stands.
 */
export const watiVariablesOfBody = (record: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const read = templateVariablesOf(typeof record['body'] === 'string' ? record['body'] : '');
  const variables = read.ok ? read.variables : [];
  const names = variables.map((_v, i) => String(i + 1));
  return {
    watiTemplateVariables: names,
    watiTemplateVariablesMapping: Object.fromEntries(variables.map((v, i) => [names[i], v])),
  };
};
