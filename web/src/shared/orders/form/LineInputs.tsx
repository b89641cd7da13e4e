import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { sizeFromItems, toMajorUnits, type Money } from '@console/contracts';
import type { SalesCatalogue } from '../useSalesCatalogue';
import { t } from '../../../app/i18n/messages';

/** An item line as typed: a storage type and a quantity (text until saved). */
export interface ItemDraft {
  readonly storagetypeId: number | null;
  readonly quantity: string;
}

/** A service line as typed: a service type and its amount in major units (text until saved). */
export interface ServiceDraft {
  readonly servicetypeId: number | null;
  readonly amount: string;
}

const asList = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Item lines whose quantity reads as a number, as pricing takes them. */
export const completeItems = (drafts: readonly ItemDraft[]): { storagetypeId: number; quantity: number }[] =>
  drafts.flatMap((d) =>
    d.storagetypeId !== null && d.quantity.trim() !== '' && Number.isFinite(Number(d.quantity))
      ? [{ storagetypeId: d.storagetypeId, quantity: Number(d.quantity) }]
      : [],
  );

interface LineProps {
  readonly value: unknown;
  readonly onChange: (v: unknown) => void;
  readonly error?: string;
  readonly catalogue: SalesCatalogue;
}

/**
 * The Items tab (spec 2 §2, §3, §9): storage type and quantity per line (quantity at least 0, spec 2 §5), and the
 * size they make (sum of each type's size times its quantity).
 */
export const ItemsInput = ({ value, onChange, error, catalogue }: LineProps) => {
  const lines = asList<ItemDraft>(value);
  const set = (i: number, patch: Partial<ItemDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const size = sizeFromItems(catalogue.pricedItems(completeItems(lines)));
  return (
    <Stack spacing={1.5} data-testid="items-input">
      {lines.map((l, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('orders.line.storageType')}
            name={`items.${i}.storagetypeId`}
            value={l.storagetypeId === null ? '' : String(l.storagetypeId)}
            onChange={(e) => set(i, { storagetypeId: Number(e.target.value) })}
            sx={{ minWidth: 260 }}
          >
            {catalogue.storageTypes.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {t('orders.line.storageTypeOption', { name: s.name, size: String(s.size) })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('orders.line.quantity')}
            name={`items.${i}.quantity`}
            value={l.quantity}
            onChange={(e) => set(i, { quantity: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 120 }}
          />
          <IconButton
            aria-label={t('orders.line.removeItem')}
            onClick={() => onChange(lines.filter((_x, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <Box sx={{ color: 'error.main', fontSize: 12 }}>{error}</Box> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...lines, { storagetypeId: null, quantity: '1' }])}
        >
          {t('orders.line.addItem')}
        </Button>
        <Typography variant="body2" data-testid="items-size">
          {t('orders.line.size', { size: String(size) })}
        </Typography>
      </Stack>
    </Stack>
  );
};

/**
 * The Services tab (spec 2 §3: servicetypeId, amount, servicetype.name, currency): a service type per line, its
 * amount typed in major units (the type's own amount by default).
 */
export const ServicesInput = ({ value, onChange, error, catalogue, currency }: LineProps & { currency: string }) => {
  const lines = asList<ServiceDraft>(value);
  const set = (i: number, patch: Partial<ServiceDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const choose = (i: number, id: number) => {
    const type = catalogue.serviceTypes.find((s) => s.id === id);
    set(i, { servicetypeId: id, amount: type ? String(toMajorUnits(type.rent as Money)) : (lines[i]?.amount ?? '') });
  };
  return (
    <Stack spacing={1.5} data-testid="services-input">
      {lines.map((l, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('orders.line.service')}
            name={`services.${i}.servicetypeId`}
            value={l.servicetypeId === null ? '' : String(l.servicetypeId)}
            onChange={(e) => choose(i, Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            {catalogue.serviceTypes.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('orders.line.amount', { currency })}
            name={`services.${i}.amount`}
            value={l.amount}
            onChange={(e) => set(i, { amount: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 160 }}
          />
          <IconButton
            aria-label={t('orders.line.removeService')}
            onClick={() => onChange(lines.filter((_x, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <Box sx={{ color: 'error.main', fontSize: 12 }}>{error}</Box> : null}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...lines, { servicetypeId: null, amount: '' }])}
        >
          {t('orders.line.addService')}
        </Button>
      </Box>
    </Stack>
  );
};
