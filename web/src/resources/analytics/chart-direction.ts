import { useLocale } from '../../app/i18n/locale';

/**
 * Right to left in Arabic: time runs from the right (the x axis reversed) and the values' axis stands on the
 * right, where a reader starts; the legend flows with the page's direction by itself.
 */
export const useChartDirection = (): { readonly reverse: boolean; readonly yPosition: 'left' | 'right' } => {
  const rtl = useLocale() === 'ar';
  return { reverse: rtl, yPosition: rtl ? 'right' : 'left' };
};
