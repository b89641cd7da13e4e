import { TemplateStatus } from '@console/contracts';
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
  title: 'reference.communicationTemplates',
  singular: 'reference.communicationTemplate',
  titleField: 'templateName',
  columnsKey: 'communicationTemplateListColumns',
  fields: [
    { name: 'templateName', label: 'reference.field.templateName', kind: 'text' },
    { name: 'description', label: 'reference.field.description', kind: 'text' },
    { name: 'subject', label: 'reference.field.subject', kind: 'text' },
    { name: 'fromEmail', label: 'reference.field.fromEmail', kind: 'text' },
    { name: 'toEmails', label: 'reference.field.toEmails', kind: 'texts' },
    { name: 'ccEmails', label: 'reference.field.ccEmails', kind: 'texts' },
    { name: 'bccEmails', label: 'reference.field.bccEmails', kind: 'texts' },
    { name: 'categories', label: 'reference.field.categories', kind: 'references', source: templateCategoriesSource },
    { name: 'status', label: 'reference.field.status', kind: 'choice', choices: TemplateStatus.values },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
    { name: 'templateVariables', label: 'reference.field.templateVariables', kind: 'texts' },
    { name: 'subjectVariables', label: 'reference.field.subjectVariables', kind: 'texts' },
    { name: 'hasAttachment', label: 'reference.field.hasAttachment', kind: 'boolean' },
    { name: 'attachmentTypes', label: 'reference.field.attachmentTypes', kind: 'texts' },
    { name: 'body', label: 'reference.field.body', kind: 'multiline' },
    { name: 'isWatiEnabled', label: 'reference.field.isWatiEnabled', kind: 'boolean' },
    { name: 'watiTempName', label: 'reference.field.watiTempName', kind: 'text' },
    { name: 'watiTemplateVariables', label: 'reference.field.watiTemplateVariables', kind: 'texts' },
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
        label: 'reference.tab.details',
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
      {
        label: 'reference.tab.fields',
        fields: ['templateVariables', 'subjectVariables', 'hasAttachment', 'attachmentTypes'],
      },
      { label: 'reference.field.body', fields: ['body'] },
      { label: 'reference.tab.whatsapp', fields: ['isWatiEnabled', 'watiTempName', 'watiTemplateVariables'] },
    ],
    show: [
      {
        label: 'reference.tab.fields',
        fields: ['templateVariables', 'subjectVariables', 'hasAttachment', 'attachmentTypes'],
      },
      {
        label: 'reference.tab.details',
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
      { label: 'reference.tab.body', fields: ['subject'], html: 'body' },
      { label: 'reference.tab.whatsapp', fields: ['isWatiEnabled', 'watiTempName', 'watiTemplateVariables'] },
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
  title: 'reference.templateCategories',
  singular: 'reference.templateCategory',
  titleField: 'name',
  columnsKey: 'templateCategoryListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'description', label: 'reference.field.description', kind: 'multiline' },
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
  title: 'reference.emailPlaceholders',
  singular: 'reference.emailPlaceholder',
  titleField: 'name',
  columnsKey: 'emailPlaceholderListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'description', label: 'reference.field.description', kind: 'multiline' },
    { name: 'emails', label: 'reference.field.emails', kind: 'texts' },
    { name: 'isGeneric', label: 'reference.field.isGeneric', kind: 'boolean' },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
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
