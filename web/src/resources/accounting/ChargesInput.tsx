import { useMemo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChargeRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { chargesApi } from './api';
import { money } from './shared';

interface Props {
  readonly userId: number | null;
  readonly creditNote: boolean;
  /** The invoice being edited: its own charges are offered with the unattached ones. */
  readonly invoiceId: number | null;
  readonly value: unknown;
  readonly onChange: (v: number[]) => void;
  readonly error?: string;
}

/**
 * Spec 3 §2: the invoice's charges, chosen among the user's (200 a page): only credits for a credit note, never
 * credits otherwise; the charges on no invoice (and, on edit, the invoice's own).
 */
export const ChargesInput = ({ userId, creditNote, invoiceId, value, onChange, error }: Props) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', ...(userId ? { userIds: [userId] } : {}) }),
    [userId],
  );
  const { rows } = useEmbeddedList<ChargeRow>(`invoice-charge-choices:${userId ?? 'none'}`, chargesApi, query);
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const offered = rows.filter(
    (c) =>
      (creditNote ? c.type === 'credit' : c.type !== 'credit') && (c.invoiceId === null || c.invoiceId === invoiceId),
  );
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <Stack data-testid="invoice-charges-input">
      <Typography variant="subtitle2">{t('accounting.col.charges')}</Typography>
      {offered.map((c) => (
        <FormControlLabel
          key={c.id}
          control={<Checkbox checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />}
          label={`#${c.id} ${c.type} ${money(c.signedAmount, c.currency)}${c.description ? ` - ${c.description}` : ''}`}
        />
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
};
