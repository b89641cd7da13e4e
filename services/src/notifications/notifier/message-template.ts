import { AttachmentType, renderTemplate, type TaskType } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';

/** The communication template a task's message is written from (spec 3 §3), as the notifier uses it. */
export interface MessageTemplate {
  readonly templateName: string;
  readonly subject: string;
  readonly body: string;
  readonly fromEmail: string;
  readonly toEmails: readonly string[];
  readonly ccEmails: readonly string[];
  readonly bccEmails: readonly string[];
  readonly attachmentTypes: readonly AttachmentType[];
  /** WhatsApp: WATI's template and its variables (WATI's name → the template variable it carries). */
  readonly wati: { readonly name: string; readonly mapping: Readonly<Record<string, string>> } | undefined;
}

/** The Arabic version of a template is the one named with `_ar` (spec 3 has no language field; docs/decisions.md). */
const ARABIC_SUFFIX = '_ar';

/**
 * The active template of a task type (named as the type) for the customer's language and country: the Arabic
 * version for an Arabic-speaking customer when there is one, else the English; a template of the customer's
 * country before a general one (no country). Undefined when the type has no active template.
 */
export const messageTemplateOf = async (
  db: Kysely<ReadModels>,
  type: TaskType,
  language: string,
  countryId: number | null,
): Promise<MessageTemplate | undefined> => {
  const arabic = `${type}${ARABIC_SUFFIX}`;
  const names = language === 'AR' ? [arabic, type] : [type];
  const rows = await db
    .selectFrom('rm.communication_templates')
    .selectAll()
    .where('templateName', 'in', names)
    .where('status', '=', 'active')
    .where((w) =>
      countryId === null
        ? w('countryId', 'is', null)
        : w.or([w('countryId', 'is', null), w('countryId', '=', countryId)]),
    )
    .execute();
  const rank = (r: (typeof rows)[number]) => names.indexOf(r.templateName) * 2 + (r.countryId === null ? 1 : 0);
  const row = [...rows].sort((a, b) => rank(a) - rank(b) || b.id - a.id)[0];
  if (!row) return undefined;
  const mapping = row.watiTemplateVariablesMapping as Readonly<Record<string, string>>;
  return {
    templateName: row.templateName,
    subject: row.subject,
    body: row.body,
    fromEmail: row.fromEmail,
    toEmails: row.toEmails,
    ccEmails: row.ccEmails,
    bccEmails: row.bccEmails,
    attachmentTypes: row.hasAttachment ? row.attachmentTypes.filter(AttachmentType.is) : [],
    wati:
      row.isWatiEnabled && row.watiTempName
        ? {
            name: row.watiTempName,
            mapping: Object.fromEntries(row.watiTemplateVariables.map((n) => [n, mapping[n] ?? n])),
          }
        : undefined,
  };
};

const looksLikeAddress = (s: string) => /^[^\s@]+@[^\s@]+$/.test(s);

/**
 * A template's address list as addresses: each entry is rendered (`{{customerEmail}}`; a list by commas), and an entry that is not an
 * address names an email placeholder (spec 3: name → emails), the customer's country's before a general one; the
 * generic placeholder (no emails) stands for the customer. Unknown names and empty values are left out.
 */
export const addressesOf = async (
  db: Kysely<ReadModels>,
  entries: readonly string[],
  variables: Readonly<Record<string, unknown>>,
  countryId: number | null,
): Promise<string[]> => {
  const out = new Set<string>();
  // An entry may render to several addresses (`{{teamEmails}}`: a comma-separated list).
  const parts = entries.flatMap((entry) => renderTemplate(entry, variables).split(/[,;]/));
  for (const part of parts) {
    const rendered = part.trim();
    if (rendered === '') continue;
    if (looksLikeAddress(rendered)) {
      out.add(rendered);
      continue;
    }
    const placeholders = await db
      .selectFrom('rm.email_placeholders')
      .select(['emails', 'countryId', 'isGeneric'])
      .where('name', '=', rendered)
      .execute();
    const p =
      placeholders.find((x) => x.countryId !== null && x.countryId === countryId) ??
      placeholders.find((x) => x.countryId === null);
    if (!p) continue;
    const customer = typeof variables['customerEmail'] === 'string' ? variables['customerEmail'] : '';
    for (const e of p.isGeneric && p.emails.length === 0 ? [customer] : p.emails) if (looksLikeAddress(e)) out.add(e);
  }
  return [...out];
};
