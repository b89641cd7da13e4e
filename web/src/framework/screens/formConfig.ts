import { createElement } from 'react';
import { catalogueDefaults, isCatalogueFieldRequired, money, toMajorUnits, type FieldError } from '@console/contracts';
import { valueChoices } from '../../app/i18n/enumText';
import { COUNTRY_CHOICES } from '../fields/sources';
import { ReferencesInput } from '../form/ReferencesInput';
import type { FormFieldDef, FormSection, FormValues } from '../form/types';
import type { Viewer } from '../types';
import { fieldOf, formFieldNames } from './api';
import { resourceRules } from './rules';
import type { ScreenConfig } from './types';
import { textOf } from '../fields/text';

/** Our wording: the spec shows no rule for these numbers beyond being numbers. */
export const NUMBER_MESSAGE = 'Must be a number';

const fieldsOfForm = (config: ScreenConfig, mode: 'create' | 'edit') =>
  formFieldNames(config, mode).map((name) => {
    const field = fieldOf(config, name);
    if (!field) throw new Error(`${config.resource}: no form field ${name}`);
    return field;
  });

/**
 * The sections of a catalogue form, each field by its kind, required as contracts say: one, or one per tab of the
 * configuration (their fields as the form lists them).
 */
export const screenSections = (config: ScreenConfig, mode: 'create' | 'edit'): FormSection[] => {
  const defs = fieldDefs(config, mode);
  const tabs = config.tabs?.form;
  if (!tabs) return [{ title: config.singular, fields: defs }];
  return tabs
    .map((tab) => ({ title: tab.label, fields: defs.filter((d) => tab.fields.includes(d.name)) }))
    .filter((section) => section.fields.length > 0);
};

const fieldDefs = (config: ScreenConfig, mode: 'create' | 'edit'): FormFieldDef[] =>
  fieldsOfForm(config, mode).map((f): FormFieldDef => {
    const base = {
      name: f.name,
      label: f.label,
      required: isCatalogueFieldRequired(config.resource, f.name),
      ...(f.readOnly ? { readOnly: true } : {}),
      ...(f.staffOnly ? { visible: (_v: FormValues, viewer: Viewer) => !viewer.isPartner } : {}),
    };
    switch (f.kind) {
      case 'text':
      case 'texts':
      case 'number':
      case 'image':
        return { ...base, kind: 'text' };
      case 'multiline':
      case 'keyValues':
        return { ...base, kind: 'multiline', wide: true };
      case 'money':
      case 'boolean':
      case 'date':
        return { ...base, kind: f.kind };
      case 'country':
        return { ...base, kind: 'select', choices: COUNTRY_CHOICES, emptyLabel: '' };
      case 'choice':
        return { ...base, kind: 'select', choices: valueChoices(f.choices), emptyLabel: '' };
      case 'reference':
        return f.search
          ? { ...base, kind: 'reference', source: f.source }
          : { ...base, kind: 'selectReference', source: f.source, emptyLabel: '' };
      case 'references':
        return {
          ...base,
          kind: 'custom',
          wide: true,
          render: (p) =>
            createElement(ReferencesInput, {
              label: f.label,
              source: f.source,
              value: p.value,
              onChange: p.onChange,
              ...(p.error ? { error: p.error } : {}),
            }),
        };
    }
  });

/**
 * A record's values as the form holds them (numbers and money as typed text, countries as choice ids); a new
 * record's are the resource's defaults (a box is 'new' of partner 1).
 */
export const screenFormValues = (
  config: ScreenConfig,
  record: Readonly<Record<string, unknown>> | null,
): FormValues => {
  const values: FormValues = {};
  const source = record ?? catalogueDefaults(config.resource);
  for (const f of fieldsOfForm(config, record ? 'edit' : 'create')) {
    const v = source[f.name];
    const none = v === null || v === undefined;
    switch (f.kind) {
      case 'boolean':
        values[f.name] = v === true;
        break;
      case 'number':
        values[f.name] = none ? '' : textOf(v);
        break;
      case 'money':
        values[f.name] = typeof v === 'number' ? String(toMajorUnits(money(v))) : '';
        break;
      case 'country':
        values[f.name] = none ? null : textOf(v);
        break;
      case 'references':
        values[f.name] = Array.isArray(v) ? v : [];
        break;
      case 'texts':
        values[f.name] = Array.isArray(v) ? v.map(textOf).join(', ') : '';
        break;
      case 'text':
      case 'multiline':
      case 'date':
      case 'image':
        values[f.name] = none ? '' : textOf(v);
        break;
      default:
        values[f.name] = none ? null : v;
    }
  }
  return values;
};

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The request body from the form's values (money already in 1/10000): blanks are null, numbers are numbers (a
 * number that does not read stays text, for `catalogueValidate` to refuse). A create carries the resource's
 * hidden defaults (spec 3 §3 service types: rent 0, currency AED) under what the form holds.
 */
export const screenBody =
  (config: ScreenConfig, mode: 'create' | 'edit') =>
  (values: FormValues): Record<string, unknown> => {
    const body: Record<string, unknown> = mode === 'create' ? { ...catalogueDefaults(config.resource) } : {};
    for (const f of fieldsOfForm(config, mode)) {
      const v = values[f.name];
      if (f.readOnly) continue;
      if (f.kind === 'boolean') body[f.name] = v === true;
      else if (f.kind === 'references') body[f.name] = Array.isArray(v) ? v.map(Number) : [];
      else if (f.kind === 'texts')
        body[f.name] = textOf(v)
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== '');
      else if (blank(v)) body[f.name] = null;
      else if (f.kind === 'number')
        body[f.name] = Number.isFinite(Number(String(v).trim())) ? Number(String(v).trim()) : String(v);
      else if (f.kind === 'country' || f.kind === 'reference') body[f.name] = Number(v);
      else if (f.kind === 'text' || f.kind === 'multiline' || f.kind === 'image') body[f.name] = String(v).trim();
      else body[f.name] = v;
    }
    return body;
  };

/** Contracts' rules of the resource (spec 1 §5 'Required', then its own), then numbers that are not numbers. */
export const screenValidate = (config: ScreenConfig, mode: 'create' | 'edit') => {
  const rules = resourceRules(config.resource, mode);
  return (body: Record<string, unknown>, full: Record<string, unknown>): FieldError[] => [
    ...rules(body, full),
    ...fieldsOfForm(config, mode)
      .filter((f) => f.kind === 'number' && typeof full[f.name] === 'string')
      .map((f) => ({ path: f.name, message: NUMBER_MESSAGE })),
  ];
};
