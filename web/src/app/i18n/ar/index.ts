import type { MessageKey } from '../messages';
import { arAccounting } from './accounting';
import { enumLabelsAr } from './enumLabels';
import { arHistory } from './history';
import { arConsole } from './messages';
import { arSpec } from './spec';
import { arAdminAnalytics } from './admin-analytics';
import { arCustomersAdmin } from './customers-admin';
import { arAccountLinks } from './account-links';
import { arAdminSettings } from './admin-settings';
import { arTerms } from './terms';
import { arSurveyPhotos } from './survey-photos';
import { arExitSurvey } from './exit-survey';
import { arDrill } from './drill';
import { arMenu } from './menu';
import { arRequests } from './requests';
import { arStorages } from './storages';
import { arOrders } from './orders';
import { arShell } from './shell';
import { arFramework } from './framework';
import { arAdmin } from './admin';
import { arPlaces } from './places';
import { arReference } from './reference';
import { arTimeSlots } from './time-slots';
import { arCustomerPage } from './customer-page';
import { arWidgets } from './widgets';

/**
 * The Arabic catalogue, its own chunk (loadLocale.ts imports it on demand). Every key of the English one: the console
 * parts are typed so, and ar.unit.spec.ts fails on a key of any part that lacks its Arabic.
 */
export const ar: Readonly<Record<MessageKey, string>> = {
  ...arHistory,
  ...arConsole,
  ...arAccounting,
  ...arSpec,
  ...arAdminAnalytics,
  ...arCustomersAdmin,
  ...arAccountLinks,
  ...arAdminSettings,
  ...arTerms,
  ...arSurveyPhotos,
  ...arExitSurvey,
  ...arDrill,
  ...arMenu,
  ...arRequests,
  ...arStorages,
  ...arOrders,
  ...arShell,
  ...arFramework,
  ...arAdmin,
  ...arPlaces,
  ...arReference,
  ...arTimeSlots,
  ...arCustomerPage,
  ...arWidgets,
} as Readonly<Record<MessageKey, string>>;

export { enumLabelsAr };
