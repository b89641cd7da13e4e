import { cityScreens } from './city';
import { commissionSlabScreens } from './commissionSlabs';
import { affiliateScreens } from './affiliates';
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
import type { ScreenConfig } from '../../framework/screens/types';
import { blockedSlotScreens } from '../blocked-slots';
import { boxScreens } from '../boxes';
import { teamScreens } from '../teams';
import { surveyScreens } from '../surveys';
import { partnerScreens } from '../partners';
import { tagScreens } from '../tags';

/** Every generic resource with admin screens, by its route base ('/lost-reasons'). */
export const CATALOGUE_SCREENS: readonly ScreenConfig[] = [
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
  affiliateScreens,
  teamScreens,
  boxScreens,
  blockedSlotScreens,
  communicationTemplateScreens,
  templateCategoryScreens,
  emailPlaceholderScreens,
  surveyScreens,
  partnerScreens,
  tagScreens,
];
