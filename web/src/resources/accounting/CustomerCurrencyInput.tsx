import { useEffect, useRef } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { t } from '../../app/i18n/messages';
import { useRecord } from '../../framework/show/useRecord';
import { usersApi } from '../users';
import { currencyOf, CURRENCY_CHOICES } from '../../shared/accounting/shared';

interface Props {
  readonly userId: number | null;
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly error?: string;
}

/**
 * The payment form's currency (spec 3 §5: 'currency defaults to the user's country currency'): once a customer is
 * chosen and read, the currency of the customer's country is chosen for it; the user may still choose another.
 * Each customer sets it once, so a choice made after is kept until another customer is chosen.
 */
export const CustomerCurrencyInput = ({ userId, value, onChange, error }: Props) => {
  const { record } = useRecord<{ id: number; countryId: number | null }>(usersApi, userId ?? undefined);
  const defaulted = useRef<number | null>(null);
  const countryId = record && record.id === userId ? record.countryId : undefined;
  useEffect(() => {
    if (userId === null || countryId === undefined || defaulted.current === userId) return;
    defaulted.current = userId;
    const currency = currencyOf(countryId);
    if (currency) onChange(currency);
  }, [userId, countryId, onChange]);
  return (
    <TextField
      select
      fullWidth
      required
      name="currency"
      label={t('accounting.col.currency')}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {CURRENCY_CHOICES.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
