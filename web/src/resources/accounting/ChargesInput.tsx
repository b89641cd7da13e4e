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
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <Stack data-testid="invoice-charges-input">
      <Typography variant="subtitle2">{t('accounting.col.charges')}</Typography>
      {offered.map((c) => (
        <FormControlLabel
          key={c.id}
          control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />}
          label={`#${c.id} ${enumLabel('ChargeType', c.type)} ${money(c.signedAmount, c.currency)}${c.description ? ` - ${c.description}` : ''}`}
        />
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
};
