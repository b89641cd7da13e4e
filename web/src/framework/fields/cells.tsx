import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import dayjs from 'dayjs';
import { t } from '../../app/i18n/messages';

/** ARCHITECTURE §8: dates DD/MM/YYYY on screen. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD/MM/YYYY') : '');
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '';

/** The first `max` names, then '…' when there are more (spec 1 §2.6 tags: 3; spec 1 §9 roles: 3). */
export const firstNames = (names: readonly string[], max = 3): string =>
  names.length > max ? `${names.slice(0, max).join(', ')}, …` : names.join(', ');

export const ChipList = ({ names, max = 3 }: { names: readonly string[]; max?: number }) => (
  <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflow: 'hidden' }} title={names.join(', ')}>
    {names.slice(0, max).map((n) => (
      <Chip key={n} label={n} size="small" variant="outlined" />
    ))}
    {names.length > max ? <span aria-label={t('screens.more', { count: names.length - max })}>…</span> : null}
  </Box>
);

/** A row's button to another page (its show or edit page); the click does not also select the row. */
export const RowButtonLink = ({ to, icon, label }: { to: string; icon: ReactNode; label: string }) => (
  <Button component={RouterLink} to={to} size="small" startIcon={icon} onClick={(e) => e.stopPropagation()}>
    {label}
  </Button>
);

export const ShowLink = ({ to }: { to: string }) => (
  <RowButtonLink to={to} icon={<VisibilityIcon fontSize="small" />} label={t('list.show')} />
);
