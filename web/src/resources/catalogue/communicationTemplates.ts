import { AttachmentType, TemplateStatus } from '@console/contracts';
import { templateCategoriesSource } from '../../framework/fields/sources';
import { communicationTemplateActions } from './communicationTemplateActions';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';

/**
 * Communication Templates (spec 3 §2-3): 10 a page, id descending, no bulk actions, status filter active /
 * inActive; every field of spec 3 §3; edit tabs Details, Fields, Body HTML, Whatsapp and show tabs fields, Details,
 * Body (the HTML in a sandboxed frame), Whatsapp; saving leads to the show page. The body and subject are Handlebars
 * templates whose variables contracts check (communication-template.resource.ts).
 */
export const communicationTemplateScreens: CatalogueScreenConfig = {
  resource: 'communication-templates',
  permission: 'communication-templates',
  title: 'Communication Templates',
  singular: 'Communication Template',
  titleField: 'templateName',
  columnsKey: 'communicationTemplateListColumns',
  fields: [
    { name: 'templateName', label: 'Template Name', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'text' },
    { name: 'subject', label: 'Subject', kind: 'text' },
    { name: 'fromEmail', label: 'From Email', kind: 'text' },
    { name: 'toEmails', label: 'To Emails', kind: 'texts' },
    { name: 'ccEmails', label: 'Cc Emails', kind: 'texts' },
    { name: 'bccEmails', label: 'Bcc Emails', kind: 'texts' },
    { name: 'categories', label: 'Categories', kind: 'references', source: templateCategoriesSource },
    { name: 'status', label: 'Status', kind: 'choice', choices: TemplateStatus.values },
    { name: 'countryId', label: 'Country', kind: 'country' },
    { name: 'templateVariables', label: 'Template Variables', kind: 'texts' },
    { name: 'subjectVariables', label: 'Subject Variables', kind: 'texts' },
    { name: 'hasAttachment', label: 'Has Attachment', kind: 'boolean' },
    { name: 'attachmentTypes', label: `Attachment Types (${AttachmentType.values.join(', ')})`, kind: 'texts' },
    { name: 'body', label: 'Body HTML', kind: 'multiline' },
    { name: 'isWatiEnabled', label: 'Whatsapp Enabled', kind: 'boolean' },
    { name: 'watiTempName', label: 'Wati Template Name', kind: 'text' },
    { name: 'watiTemplateVariables', label: 'Wati Template Variables', kind: 'texts' },
  ],
  list: {
    columns: ['serial', 'id', 'templateName', 'description', 'subject', 'status', 'countryId', 'edit', 'show'],
    hidden: ['fromEmail', 'categories', 'createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 25, 50],
    defaultPerPage: 10,
    filters: ['search', 'status'],
  },
  form: [
    'templateName',
    'description',
    'subject',
    'fromEmail',
    'toEmails',
    'ccEmails',
    'bccEmails',
    'categories',
    'status',
    'countryId',
    'templateVariables',
    'subjectVariables',
    'hasAttachment',
    'attachmentTypes',
    'body',
    'isWatiEnabled',
    'watiTempName',
    'watiTemplateVariables',
  ],
  show: [
    'id',
    'templateName',
    'description',
    'subject',
    'fromEmail',
    'toEmails',
    'ccEmails',
    'bccEmails',
    'categories',
    'status',
    'countryId',
    'templateVariables',
    'subjectVariables',
    'hasAttachment',
    'attachmentTypes',
    'isWatiEnabled',
    'watiTempName',
    'watiTemplateVariables',
    'body',
    'createdAt',
    'updatedAt',
  ],
  tabs: {
    form: [
      {
        label: 'Details',
        fields: [
          'templateName',
          'description',
          'subject',
          'fromEmail',
          'toEmails',
          'ccEmails',
          'bccEmails',
          'categories',
          'status',
          'countryId',
        ],
      },
      { label: 'Fields', fields: ['templateVariables', 'subjectVariables', 'hasAttachment', 'attachmentTypes'] },
      { label: 'Body HTML', fields: ['body'] },
      { label: 'Whatsapp', fields: ['isWatiEnabled', 'watiTempName', 'watiTemplateVariables'] },
    ],
    show: [
      { label: 'Fields', fields: ['templateVariables', 'subjectVariables', 'hasAttachment', 'attachmentTypes'] },
      {
        label: 'Details',
        fields: [
          'id',
          'templateName',
          'description',
          'fromEmail',
          'toEmails',
          'ccEmails',
          'bccEmails',
          'categories',
          'status',
          'countryId',
          'createdAt',
          'updatedAt',
        ],
      },
      { label: 'Body', fields: ['subject'], html: 'body' },
      { label: 'Whatsapp', fields: ['isWatiEnabled', 'watiTempName', 'watiTemplateVariables'] },
    ],
  },
  afterCreate: 'show',
  afterEdit: 'show',
  actions: communicationTemplateActions,
};

/** Template categories (spec 3 §2): list, create, edit; 'Name required'. */
export const templateCategoryScreens: CatalogueScreenConfig = {
  resource: 'template-categories',
  permission: 'template-categories',
  title: 'Template Categories',
  singular: 'Template Category',
  titleField: 'name',
  columnsKey: 'templateCategoryListColumns',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'multiline' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'description', 'edit'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 25, 50],
    defaultPerPage: 10,
    filters: ['search'],
  },
  form: ['name', 'description'],
  afterCreate: 'list',
  afterEdit: 'list',
};

/**
 * Email placeholders (spec 3 §2): list and create; edit (name, description, country, emails; is-generic read
 * only, so not a form field); show titled Email placeholder: name, description, emails (dash if none), is
 * generic, country by name.
 */
export const emailPlaceholderScreens: CatalogueScreenConfig = {
  resource: 'email-placeholder',
  permission: 'email-placeholder',
  title: 'Email Placeholders',
  singular: 'Email placeholder',
  titleField: 'name',
  columnsKey: 'emailPlaceholderListColumns',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'multiline' },
    { name: 'emails', label: 'Emails', kind: 'texts' },
    { name: 'isGeneric', label: 'Is Generic', kind: 'boolean' },
    { name: 'countryId', label: 'Country', kind: 'country' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'description', 'emails', 'countryId', 'edit', 'show'],
    hidden: ['isGeneric', 'createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 25, 50],
    defaultPerPage: 10,
    filters: ['search', 'countryId'],
  },
  form: ['name', 'description', 'countryId', 'emails'],
  show: ['name', 'description', 'emails', 'isGeneric', 'countryId'],
  afterCreate: 'show',
  afterEdit: 'show',
};
