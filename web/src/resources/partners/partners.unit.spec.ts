import { validatePartner, OWN_PARTNER_POSTPAID_MESSAGE } from '@console/contracts';
import { screenBody, screenFormValues, screenSections } from '../../framework/screens/formConfig';
import type { Viewer } from '../../framework/types';
import { partnerScreens } from './index';
import { viewerWith } from '../../app/session/viewer.fixture';

/* Spec 3 §2 Partners to the letter: the list's columns and order, the create and edit forms, the page's tabs. */

const viewer = (permissions: string[], isPartner = false) =>
  viewerWith(permissions, { isPartner, partnerId: isPartner ? 2 : 1 });

describe('the partners screens (spec 3 §2)', () => {
  it('lists serial, id, logo, name, country, created, admin and show, id descending, saved under its key', () => {
    expect(partnerScreens.list.columns).toEqual([
      'serial',
      'id',
      'logoUrl',
      'name',
      'countryId',
      'createdAt',
      'userId',
      'show',
    ]);
    expect(partnerScreens.list.sort).toEqual({ field: 'id', order: 'DESC' });
    expect(partnerScreens.columnsKey).toBe('partnerListColumns');
  });

  it('creates from name, logoUrl and country, then opens the partner', () => {
    const fields = screenSections(partnerScreens, 'create').flatMap((s) => s.fields.map((f) => f.name));
    expect(fields).toEqual(['name', 'logoUrl', 'countryId']);
    expect(partnerScreens.afterCreate).toBe('show');
    const body = screenBody(partnerScreens, 'create')({ name: ' Oasis ', logoUrl: '', countryId: '2' });
    expect(body).toMatchObject({ name: 'Oasis', logoUrl: null, countryId: 2 });
  });

  it('edits with the id shown read-only and never sent, the admin typed into', () => {
    const defs = screenSections(partnerScreens, 'edit').flatMap((s) => s.fields);
    expect(defs.map((f) => f.name)).toEqual(['id', 'name', 'logoUrl', 'countryId', 'userId']);
    expect(defs[0]).toMatchObject({ readOnly: true });
    expect(defs[4]).toMatchObject({ kind: 'reference' });
    const values = screenFormValues(partnerScreens, { id: 7, name: 'Oasis', logoUrl: null, countryId: 2, userId: 9 });
    expect(values['id']).toBe('7');
    const body = screenBody(partnerScreens, 'edit')({ ...values, name: 'Oasis 2' });
    expect(body).toEqual({ name: 'Oasis 2', logoUrl: null, countryId: 2, userId: 9 });
  });

  it('shows the invoices and commission tabs only to whoever may list them', () => {
    const labels = (v: Viewer) => (partnerScreens.showTabs?.(v) ?? []).map((tab) => tab.label);
    expect(labels(viewer(['admin']))).toEqual(['Invoices', 'Commission']);
    expect(labels(viewer(['partner'], true))).toEqual(['Invoices']);
    expect(labels(viewer(['invoices-list']))).toEqual(['Invoices']);
    expect(labels(viewer([]))).toEqual([]);
  });

  it('refuses post-paid invoicing on partner 1 only (its toggle is hidden)', () => {
    expect(validatePartner({ id: 1, isPostpaidInvoiceEnabled: true })).toEqual([
      { path: 'isPostpaidInvoiceEnabled', message: OWN_PARTNER_POSTPAID_MESSAGE },
    ]);
    expect(validatePartner({ id: 1, isPostpaidInvoiceEnabled: false })).toEqual([]);
    expect(validatePartner({ id: 2, isPostpaidInvoiceEnabled: true })).toEqual([]);
  });
});
