import { createElement } from 'react';
import { mayUse } from '../../framework/routes';
import type { ScreenConfig } from '../../framework/screens/types';
import type { ReferenceSource } from '../../framework/types';
import { t } from '../../app/i18n/messages';
import { PartnerStatsCards } from '../../shared/users/PartnerStatsCards';
import { PartnerSettings } from './PartnerSettings';
import { PartnerCommissionSlabs, PartnerInvoices } from './PartnerTabs';

/** The partner's admin (spec 3 §2 partner edit: user, autocomplete): a partner user or a staff member, typed into. */
export const partnerAdminSource: ReferenceSource = {
  id: 'users:partner-admins',
  kind: 'list',
  path: '/api/v1/users/list',
  params: { userTypes: ['partner', 'staff'], sortBy: 'name', sortOrder: 'ASC' },
  searchKey: 'searchTerm',
  idsKey: 'ids',
  labelField: 'name',
  limit: 20,
};

/**
 * Partners (spec 3 §2 Partners, §3 Partner): the list (serial, id, logo, name, country, created, admin, show; id
 * descending; columns saved locally), create (name, logoUrl, country; then its page), edit (id read-only, name,
 * logoUrl, country, user autocomplete), and the page: summary with the two settings toggles and the stat cards,
 * then the invoices and commission tabs.
 */
export const partnerScreens: ScreenConfig = {
  resource: 'partners',
  permission: 'partners',
  title: 'menu.link.partners',
  singular: 'accounting.col.partner',
  titleField: 'name',
  columnsKey: 'partnerListColumns',
  fields: [
    { name: 'id', label: 'accounting.col.id', kind: 'number', readOnly: true },
    { name: 'logoUrl', label: 'partners.field.logo', kind: 'image' },
    { name: 'name', label: 'admin.col.name', kind: 'text' },
    { name: 'countryId', label: 'admin.col.country', kind: 'country' },
    {
      name: 'userId',
      label: 'partners.field.admin',
      kind: 'reference',
      source: partnerAdminSource,
      linkBase: 'users',
      search: true,
    },
  ],
  list: {
    columns: ['serial', 'id', 'logoUrl', 'name', 'countryId', 'createdAt', 'userId', 'show'],
    hidden: ['updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 25, 50, 100],
    defaultPerPage: 10,
    filters: ['search', 'countryId'],
  },
  form: ['name', 'logoUrl', 'countryId'],
  editForm: ['id', 'name', 'logoUrl', 'countryId', 'userId'],
  show: ['id', 'name', 'countryId', 'logoUrl', 'createdAt', 'userId'],
  afterCreate: 'show',
  afterEdit: 'show',
  summaryHeader: (r) => createElement(PartnerStatsCards, { partnerId: r.id }),
  summaryFooter: (r) => createElement(PartnerSettings, { partner: r }),
  showTabs: (viewer) => [
    ...(mayUse(viewer, 'invoices', 'list')
      ? [
          {
            label: t('partners.tab.invoices'),
            content: (r: { id: number }) => createElement(PartnerInvoices, { partnerId: r.id }),
          },
        ]
      : []),
    ...(mayUse(viewer, 'partner-commission-slabs', 'list')
      ? [
          {
            label: t('partners.tab.commission'),
            content: (r: { id: number }) => createElement(PartnerCommissionSlabs, { partnerId: r.id }),
          },
        ]
      : []),
  ],
};
