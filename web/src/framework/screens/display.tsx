import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { Currency, currencyOfCountry, formatMoney, isCountryId, money } from '@console/contracts';
import { valueChoices } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime, RowButtonLink } from '../fields/cells';
import { RecordLink } from '../fields/RecordLink';
import { countryName } from '../fields/sources';
import { LoadedReferenceName, ReferenceLabels, ReferenceName } from '../fields/ReferenceName';
import type { ScreenField } from './types';
import { textOf } from '../fields/text';
import { Isolated } from '../fields/Isolated';

export type ScreenRow = { readonly id: number } & Readonly<Record<string, unknown>>;

/** Money of a catalogue record: in its country's currency, AED when it has none (spec 3 §9 defaults). */
export const currencyOfRow = (row: ScreenRow): Currency => {
  const country = row.countryId;
  if (Currency.is(row.currency)) return row.currency;
  return typeof country === 'number' && isCountryId(country) ? currencyOfCountry(country) : 'AED';
};

/**
 * One field's value as the screens show it (list cell, show row). `alone`: on a show page, where no list loads
 * the referenced records' names, it loads them itself.
 */
export const FieldValue = ({ field, row, alone }: { field: ScreenField; row: ScreenRow; alone?: boolean }) => {
  const v = row[field.name];
  if (v === null || v === undefined || v === '') return null;
  switch (field.kind) {
    case 'boolean':
      return <>{t(v === true ? 'history.yes' : 'history.no')}</>;
    case 'texts':
      return <>{Array.isArray(v) && v.length > 0 ? v.map(textOf).join(', ') : '-'}</>;
    case 'keyValues':
      return typeof v === 'object' && Object.keys(v).length > 0 ? (
        <span data-testid={`key-values-${field.name}`}>
          {Object.entries(v as Record<string, unknown>).map(([key, value]) => (
            <span
              key={key}
              style={{ display: 'block' }}
            >{`${field.keyLabel?.(key, row) ?? key}: ${field.valueLabel?.(key, textOf(value), row) ?? textOf(value)}`}</span>
          ))}
        </span>
      ) : (
        <>-</>
      );
    case 'choice':
      return <>{valueChoices(field.choices).find((c) => c.id === v)?.name ?? textOf(v)}</>;
    case 'date':
      return <Isolated>{formatDate(textOf(v))}</Isolated>;
    case 'image':
      return (
        <Box
          component="img"
          src={textOf(v)}
          alt={field.label}
          sx={{ maxHeight: alone ? 64 : 32, maxWidth: alone ? 160 : 80, objectFit: 'contain', display: 'block' }}
        />
      );
    case 'country':
      return <>{countryName(v)}</>;
    case 'money':
      return <Isolated>{typeof v === 'number' ? formatMoney(money(v), currencyOfRow(row)) : textOf(v)}</Isolated>;
    case 'references':
      return Array.isArray(v) ? (
        <>
          {alone ? <ReferenceLabels source={field.source} ids={v as (string | number)[]} /> : null}
          {v.map((id: unknown, i) => (
            <span key={String(id)}>
              {i ? ', ' : ''}
              <ReferenceName source={field.source} id={id as number} />
            </span>
          ))}
        </>
      ) : null;
    case 'reference': {
      const name = alone ? (
        <LoadedReferenceName source={field.source} id={v as number} />
      ) : (
        <ReferenceName source={field.source} id={v as number} />
      );
      return field.linkBase ? (
        <RecordLink base={field.linkBase} id={v as number}>
          {name}
        </RecordLink>
      ) : (
        name
      );
    }
    default:
      return <Isolated>{textOf(v)}</Isolated>;
  }
};

/** The stamps every record has. */
export const stampText = (name: 'createdAt' | 'updatedAt', row: ScreenRow, withTime: boolean): string => {
  const v = row[name];
  return typeof v === 'string' ? (withTime ? formatDateTime(v) : formatDate(v)) : '';
};

/** The list's edit button (spec 3 §2 reason lists, spec 2 §2 coupons: an edit column). */
export const EditLink = ({ to }: { to: string }) => (
  <RowButtonLink to={to} icon={<EditIcon fontSize="small" />} label={t('record.edit')} />
);
