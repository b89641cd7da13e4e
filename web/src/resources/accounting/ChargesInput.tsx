import { useMemo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChargeType, chargeFitsInvoice, type ChargeRow, type InvoiceType } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { chargeChoicesApi, chargesApi } from '../../shared/accounting/api';
import { money } from '../../shared/accounting/shared';
import { enumLabel } from '../../app/i18n/enumText';
import { ReferenceLabels, ReferenceName } from '../../framework/fields/ReferenceName';
import { storageWordsSource } from '../../shared/storages/StorageLink';

interface Props {
  readonly userId: number | null;
  /** The invoice's type; null before one is chosen (then it takes what any invoice but a credit note takes). */
  readonly invoiceType: InvoiceType | null;
  /** The invoice being edited: its own charges are offered with the unattached ones. */
  readonly invoiceId: number | null;
  readonly value: unknown;
  readonly onChange: (v: number[]) => void;
  readonly error?: string;
}

/** The newest first, 200 a page (spec 3 §2 "charges fetched for an invoice use a page size of 200"). */
const PAGE = { limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC' } as const;

/** The charge types an invoice of `type` takes: contracts' rule (spec 3 §2), the one the server applies. */
const typesTaken = (type: InvoiceType | null): ChargeType[] =>
  ChargeType.values.filter((c) => chargeFitsInvoice(type ?? 'other', c) === undefined);

/**
 * A charge as a person reads it (issue 31 §6): its type's word and description, the storage (by its words) or the
 * order it is for, and its signed amount: 'Rent · March rent · BX-104 · Sofa · AED 1,300.00'.
 */
const ChargeWords = ({ charge: c }: { charge: ChargeRow }) => (
  <span data-testid="charge-words">
    {[enumLabel('ChargeType', c.type), c.description?.trim() ?? ''].filter((w) => w !== '').join(' · ')}
    {c.storageId !== null ? (
      <>
        {' · '}
        <ReferenceName
          source={storageWordsSource}
          id={c.storageId}
          fallback={t('words.subject.storage', { id: c.storageId })}
        />
      </>
    ) : c.orderId !== null ? (
      ` · ${t('words.subject.order', { id: c.orderId })}`
    ) : null}
    {` · ${money(c.signedAmount, c.currency)}`}
  </span>
);

/**
 * Spec 3 §2: the invoice's charges, chosen among the user's, of the types the invoice takes (only credits for a
 * credit note, never credits otherwise); the charges on no invoice, asked of the server (the newest 200 of them,
 * however old), and on edit the invoice's own.
 */
export const ChargesInput = ({ userId, invoiceType, invoiceId, value, onChange, error }: Props) => {
  const types = useMemo(() => typesTaken(invoiceType), [invoiceType]);
  const unattachedQuery: ListQuery | null = useMemo(
    () =>
      userId
        ? {
            ...PAGE,
            userIds: [userId],
            // The generic call's null: the charges on no invoice.
            invoiceId: 'null',
            types,
          }
        : null,
    [userId, types],
  );
  const ownQuery: ListQuery | null = useMemo(
    () => (invoiceId ? { ...PAGE, invoiceIds: [invoiceId] } : null),
    [invoiceId],
  );
  const unattached = useEmbeddedList<ChargeRow>(
    `invoice-charge-choices:${userId ?? 'none'}:${types.join(',')}`,
    chargeChoicesApi,
    unattachedQuery,
  ).rows;
  const own = useEmbeddedList<ChargeRow>(`invoice-own-charges:${invoiceId ?? 'none'}`, chargesApi, ownQuery).rows;
  const offered = [
    ...own.filter((c) => c.userId === userId && types.includes(c.type)),
    ...unattached.filter((c) => c.invoiceId === null),
  ].sort((a, b) => b.id - a.id);
  const storageIds = [...new Set(offered.flatMap((c) => (c.storageId === null ? [] : [c.storageId])))];
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <Stack data-testid="invoice-charges-input">
      <Typography variant="subtitle2">{t('accounting.col.charges')}</Typography>
      <ReferenceLabels source={storageWordsSource} ids={storageIds} />
      {offered.map((c) => (
        <FormControlLabel
          key={c.id}
          control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />}
          label={<ChargeWords charge={c} />}
        />
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
};
