import { ADDRESS_RESOURCE } from './customers/address.resource.js';
import { TAG_RESOURCE } from './customers/tag.resource.js';
import { CONFIGURATION_RESOURCE } from './catalogue/configuration.resource.js';
import { CITY_RESOURCE } from './catalogue/city.resource.js';
import { COMMUNICATION_TEMPLATE_RESOURCE } from './catalogue/communication-template.resource.js';
import { COUNTRY_RESOURCE } from './catalogue/country.resource.js';
import { EMAIL_PLACEHOLDER_RESOURCE } from './catalogue/email-placeholder.resource.js';
import { PARTNER_RESOURCE } from './catalogue/partner.resource.js';
import {
  CANCEL_REASON_RESOURCE,
  HOLD_REASON_RESOURCE,
  LOST_REASON_RESOURCE,
  REJECT_REASON_RESOURCE,
} from './catalogue/reason.resources.js';
import { SERVICE_TYPE_RESOURCE } from './catalogue/service-type.resource.js';
import { TEMPLATE_CATEGORY_RESOURCE } from './catalogue/template-category.resource.js';
import { TERMS_CONDITION_RESOURCE } from './catalogue/terms-condition.resource.js';
import { BLOCKED_SLOT_RESOURCE } from './operations/blocked-slot.resource.js';
import { BOX_RESOURCE } from './operations/box.resource.js';
import { LOCATION_RESOURCE } from './operations/location.resource.js';
import { STORAGE_TYPE_RESOURCE } from './operations/storage-type.resource.js';
import { TEAM_RESOURCE } from './operations/team.resource.js';
import { ROOM_RESOURCE } from './operations/room.resource.js';
import { WAREHOUSE_RESOURCE } from './operations/warehouse.resource.js';
import { COMMISSION_SLAB_RESOURCE } from './sales/commission-slab.resource.js';
import { AFFILIATE_RESOURCE } from './sales/affiliate.resource.js';
import { COUPON_RESOURCE } from './sales/coupon.resource.js';
import { OFFER_RESOURCE } from './sales/offer.resource.js';
import { SURVEY_PHOTO_RESOURCE, SURVEY_RESOURCE } from './sales/survey.resource.js';
import {
  isResourceFieldRequired,
  missingRequired,
  resourceComplete,
  resourceDefaults,
  resourceEventTypes,
  resourceRequiredErrors,
  resourceValidate,
  type AnyResourceDefinition,
  type ResourceMode,
  type ResourcePartnerScope,
  type ResourceRecordOf,
} from './shared/resource/resource-definition.js';
import type { FieldError } from './shared/validation.js';

/**
 * Every simple resource, by name: the one list the generic table projection, the History models, the API
 * description and the route fuzzer walk. Each definition lives with the context that owns it; a new one is
 * one line here (docs/architecture.md, "add a simple resource").
 */
export const RESOURCES = {
  country: COUNTRY_RESOURCE,
  city: CITY_RESOURCE,
  partners: PARTNER_RESOURCE,
  'service-types': SERVICE_TYPE_RESOURCE,
  'lost-reasons': LOST_REASON_RESOURCE,
  'hold-reasons': HOLD_REASON_RESOURCE,
  'reject-reasons': REJECT_REASON_RESOURCE,
  'cancel-reasons': CANCEL_REASON_RESOURCE,
  'storage-types': STORAGE_TYPE_RESOURCE,
  coupons: COUPON_RESOURCE,
  offers: OFFER_RESOURCE,
  'partner-commission-slabs': COMMISSION_SLAB_RESOURCE,
  affiliates: AFFILIATE_RESOURCE,
  warehouses: WAREHOUSE_RESOURCE,
  locations: LOCATION_RESOURCE,
  teams: TEAM_RESOURCE,
  rooms: ROOM_RESOURCE,
  'blocked-slots': BLOCKED_SLOT_RESOURCE,
  boxes: BOX_RESOURCE,
  addresses: ADDRESS_RESOURCE,
  'template-categories': TEMPLATE_CATEGORY_RESOURCE,
  'email-placeholder': EMAIL_PLACEHOLDER_RESOURCE,
  'communication-templates': COMMUNICATION_TEMPLATE_RESOURCE,
  surveys: SURVEY_RESOURCE,
  'survey-photos': SURVEY_PHOTO_RESOURCE,
  tags: TAG_RESOURCE,
  configurations: CONFIGURATION_RESOURCE,
  'terms-conditions': TERMS_CONDITION_RESOURCE,
} as const satisfies { readonly [N in string]: AnyResourceDefinition & { readonly name: N } };

export type ResourceName = keyof typeof RESOURCES;
export type ResourceRecord<R extends ResourceName> = ResourceRecordOf<(typeof RESOURCES)[R]>;

export const ALL_RESOURCES: readonly AnyResourceDefinition[] = Object.values(RESOURCES);

export const resourceOfCategory = (category: string): AnyResourceDefinition | undefined =>
  ALL_RESOURCES.find((r) => r.category === category);

/*
 * The names these had while the catalogue was the generic mechanism, each now a view of the registry: the console
 * (web/src/resources/catalogue, addresses), the read models that follow renames and the route fuzzer still call
 * them; new code takes the definition itself.
 */
export const CATALOGUE_RESOURCES = RESOURCES;
export type CatalogueResourceName = ResourceName;
export type CatalogueRecord<R extends ResourceName> = ResourceRecord<R>;
export const catalogueDefaults = (r: ResourceName): Readonly<Record<string, unknown>> => resourceDefaults(RESOURCES[r]);
export const catalogueEventTypes = (r: ResourceName) => resourceEventTypes(RESOURCES[r]);
export const catalogueResourceOfCategory = (category: string): ResourceName | undefined =>
  (Object.keys(RESOURCES) as ResourceName[]).find((r) => RESOURCES[r].category === category);
export const catalogueValidate = (
  r: ResourceName,
  record: Readonly<Record<string, unknown>>,
  mode: ResourceMode,
): FieldError[] => resourceValidate(RESOURCES[r], record, mode);
export const catalogueComplete = (
  r: ResourceName,
  record: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => resourceComplete(RESOURCES[r], record);
export const hasOwnProjection = (r: ResourceName): boolean =>
  (RESOURCES[r] as AnyResourceDefinition).ownProjection === true;
export const cataloguePartnerScope = (r: ResourceName): ResourcePartnerScope | undefined =>
  (RESOURCES[r] as AnyResourceDefinition).partnerScope;
export const catalogueRequiredErrors = (
  r: ResourceName,
  body: Readonly<Record<string, unknown>>,
  mode: ResourceMode,
): FieldError[] => resourceRequiredErrors(RESOURCES[r], body, mode);
export const catalogueMissing = missingRequired;
export const isCatalogueFieldRequired = (r: ResourceName, field: string): boolean =>
  isResourceFieldRequired(RESOURCES[r], field);
