import Chip from '@mui/material/Chip';
import { statusBadge, type StatusBadge as Badge, type StatusColour } from '@console/contracts';
import { statusLabel } from '../../app/i18n/enumText';

/** Spec 1 §4 colours, as chip colours readable in both themes (also the rows' tints, see ResourceList). */
export const STATUS_PALETTE: Record<StatusColour, { bg: string; fg: string }> = {
  red: { bg: '#d32f2f', fg: '#fff' },
  purple: { bg: '#7b1fa2', fg: '#fff' },
  orange: { bg: '#ef6c00', fg: '#fff' },
  green: { bg: '#2e7d32', fg: '#fff' },
  cyan: { bg: '#00838f', fg: '#fff' },
  brown: { bg: '#6d4c41', fg: '#fff' },
  grey: { bg: '#757575', fg: '#fff' },
  blue: { bg: '#1565c0', fg: '#fff' },
  default: { bg: 'transparent', fg: 'inherit' },
};

/**
 * The status badge of a record of the given kind (spec 1 §4), its colour from contracts' table; or a badge that
 * contracts made by a rule of its own (a storage type's, spec 3 §4). The chip reads the catalogue's word for the
 * status (issue 31); `data-status` keeps the stored value for tests and styles.
 */
export const StatusBadge = (props: { kind: string; status: string | null | undefined } | { badge: Badge }) => {
  const badge = 'badge' in props ? props.badge : statusBadge(props.kind, props.status);
  const c = STATUS_PALETTE[badge.colour];
  return (
    <Chip
      size="small"
      label={statusLabel(badge.key.split('.')[0] ?? '', badge.status)}
      data-testid="status-badge"
      data-status={badge.status}
      data-colour={badge.colour}
      variant={badge.colour === 'default' ? 'outlined' : 'filled'}
      sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600 }}
    />
  );
};
