import { cityScreens } from './city';
import { commissionSlabScreens } from './commissionSlabs';
import {
  communicationTemplateScreens,
  emailPlaceholderScreens,
  templateCategoryScreens,
} from './communicationTemplates';
import { countryScreens } from './country';
import { couponScreens } from './coupons';
import { offerScreens } from './offers';
import { cancelReasonScreens, holdReasonScreens, lostReasonScreens, rejectReasonScreens } from './reasons';
import { serviceTypeScreens } from './serviceTypes';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';
import { blockedSlotScreens } from '../blocked-slots';
import { boxScreens } from '../boxes';
import { teamScreens } from '../teams';
import { surveyScreens } from '../surveys';

/** Every generic resource with admin screens, by its route base ('/lost-reasons'). */
export const CATALOGUE_SCREENS: readonly CatalogueScreenConfig[] = [
  countryScreens,
  cityScreens,
  serviceTypeScreens,
  lostReasonScreens,
  holdReasonScreens,
  rejectReasonScreens,
  cancelReasonScreens,
  couponScreens,
  offerScreens,
  commissionSlabScreens,
  teamScreens,
  boxScreens,
  blockedSlotScreens,
  communicationTemplateScreens,
  templateCategoryScreens,
  emailPlaceholderScreens,
  surveyScreens,
];

const BY_BASE = new Map(CATALOGUE_SCREENS.map((c) => [`/${c.resource}`, c]));

/** The configuration of the screen at this path ('/lost-reasons/12/show' → lost reasons). */
export const catalogueScreensAt = (pathname: string): CatalogueScreenConfig | undefined =>
  BY_BASE.get(`/${pathname.split('/')[1] ?? ''}`);
