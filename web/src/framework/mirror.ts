import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An icon that points (back, previous, next, expand) turned round on a right-to-left page (issue 36 §2): back points
 * right there. The RTL style cache flips margins and positions but not a drawing, so the icon says it itself.
 */
export const MIRROR_IN_RTL: SxProps<Theme> = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };
