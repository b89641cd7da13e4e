import { useParams } from 'react-router-dom';
import { allowedStorageActions, canEditStorage, hasPermission, type StorageRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { LinkedRecordName, RecordName } from '../../framework/fields/RecordName';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow, type ShowTab } from '../../framework/show/ResourceShow';
import type { Viewer } from '../../framework/types';
import { useViewer } from '../../app/hooks';
import { useModelView } from '../../framework/history/modelViews';
import { isStaff } from './config';
import { countryName, locationSearchSource, num, warehouseSource } from '../../framework/fields/sources';
import { storagesApi } from '../../shared/storages/sources';
import { StorageLocations, StorageRecords } from './StorageTabs';
import { StoragePhotos } from '../photos';
import { StorageChargesTab } from '../accounting';
import { useAvailableRoutes } from '../../framework/availableRoutes';

const cbm = (n: number | null) => (n === null ? null : Number(n.toFixed(8)));

const Summary = ({ r }: { r: StorageRow }) => (
  <FieldGrid
    items={[
      { label: 'storages.label.id', value: r.id },
      { label: 'storages.label.code', value: r.code },
      { label: 'storages.label.serial', value: r.serial },
      { label: 'storages.label.name', value: r.name },
      { label: 'storages.label.status', value: <StatusBadge kind="storage" status={r.status} /> },
      { label: 'storages.label.location', value: <span data-testid="storage-location">{r.location ?? ''}</span> },
      { label: 'storages.label.warehouse', value: <RecordName of="warehouse" id={r.warehouseId} name={null} load /> },
      {
        label: 'storages.label.user',
        value: r.userId ? <LinkedRecordName of="customer" id={r.userId} name={r.userName} load /> : null,
      },
      {
        label: 'storages.label.order',
        value:
          r.orderId === null ? null : (
            <RecordLink base="orders" id={r.orderId}>
              {t('words.subject.order', { id: r.orderId })}
            </RecordLink>
          ),
      },
      {
        label: 'storages.label.partner',
        value: <LinkedRecordName of="partner" id={r.partnerId} name={null} load />,
      },
      { label: 'storages.label.country', value: countryName(r.countryId) },
      {
        label: 'storages.label.storageType',
        value: r.storagetypeName ? `${r.storagetypeName} (${r.storagetypeCode ?? ''})` : null,
      },
      { label: 'storages.label.sizeCbm', value: cbm(r.size) },
      { label: 'storages.label.actualCbm', value: cbm(r.sizeEntered) },
      { label: 'storages.label.consumedSize', value: cbm(r.consumedSize) },
      { label: 'storages.label.dimensions', value: [r.length, r.height, r.width].map((x) => x ?? '–').join(' × ') },
      { label: 'storages.label.qty', value: r.qty },
      { label: 'storages.label.storedQty', value: r.storedQty },
      { label: 'storages.label.part', value: r.isPart ? t('communication.yes') : t('communication.no') },
      { label: 'storages.label.parent', value: <RecordLink base="storages" id={r.parentId} /> },
      { label: 'storages.label.room', value: r.roomName },
      {
        label: 'storages.label.customerPacked',
        value: r.customerPacked ? t('communication.yes') : t('communication.no'),
      },
      { label: 'storages.label.damage', value: r.damage },
      { label: 'storages.label.from', value: formatDate(r.from) },
      { label: 'storages.label.to', value: formatDate(r.to) },
      { label: 'storages.label.created', value: formatDateTime(r.createdAt) },
      { label: 'storages.label.updated', value: formatDateTime(r.updatedAt) },
      { label: 'storages.label.description', value: r.description, wide: true },
    ]}
  />
);

/**
 * The staff action bar (spec 2 §2): check in (warehouse, then a location of it, searched by path), check out, edit.
 * Which buttons show is the storage lifecycle table's (contracts' allowedStorageActions); check-in to a location
 * without room or abroad is refused by the server with its reason, and an admin may tick Override to place it anyway.
 */
const staffActions = (r: StorageRow, viewer: Viewer): RecordAction[] => {
  if (!isStaff(viewer) || !mayUse(viewer, 'storage-records', 'create')) return [];
  const allowed = allowedStorageActions(r.status);
  const admin = hasPermission(viewer.permissions, 'admin');
  const actions: RecordAction[] = [];
  const inWarehouse = r.location !== null && r.location !== 'OUT';
  // A storage at IN goes to a location by the same dialog; one at a location may move to another.
  if (allowed.includes('checkIn') || allowed.includes('store')) {
    actions.push({
      id: 'check-in',
      label: inWarehouse ? 'storages.toLocation' : 'storages.checkIn',
      color: 'primary',
      dialog: {
        kind: 'form',
        title: inWarehouse ? 'storages.toLocation' : 'storages.checkIn',
        fields: [
          {
            kind: 'selectReference',
            name: 'warehouseId',
            label: 'storages.label.warehouse',
            required: true,
            source: warehouseSource,
            derive: () => ({ locationId: null }),
          },
          {
            kind: 'reference',
            name: 'locationId',
            label: 'storages.label.location',
            source: (v) => locationSearchSource(num(v.warehouseId)),
          },
          ...(admin ? [{ kind: 'boolean' as const, name: 'override', label: 'storages.override' }] : []),
        ],
        initial: { warehouseId: r.warehouseId, locationId: null, override: false },
        ready: (v) => num(v.warehouseId) !== null && (!inWarehouse || num(v.locationId) !== null),
        submitLabel: 'storages.checkIn',
      },
      run: {
        kind: 'request',
        method: 'POST',
        path: `/api/v1/storages/${r.id}/check-in`,
        body: (v) => ({
          warehouseId: num(v.warehouseId),
          locationId: num(v.locationId),
          ...(v.override === true ? { override: true } : {}),
        }),
        notice: t('storages.checkedIn'),
      },
    });
  }
  if (inWarehouse && allowed.includes('checkOut')) {
    actions.push({
      id: 'check-out',
      label: 'storages.checkOut',
      color: 'warning',
      dialog: { kind: 'confirm' },
      run: {
        kind: 'request',
        method: 'POST',
        path: `/api/v1/storages/${r.id}/check-out`,
        notice: t('storages.checkedOut'),
      },
    });
  }
  return actions;
};

/**
 * Spec 2 §2: show at /storages/{id}/show with tabs summary, Charges (staff), Photos, Locations and Records (staff),
 * Comments and History.
 */
const StorageShow = () => {
  const { id } = useParams();
  const viewer = useViewer();
  useModelView('storage', id);
  const staff = isStaff(viewer);
  const routes = useAvailableRoutes();
  const tabs: ShowTab<StorageRow>[] = [
    { label: 'storages.tab.summary', content: (r) => <Summary r={r} /> },
    // Spec 2 §2: Charges (staff only) follows summary, then Photos.
    ...(staff && routes.has('/charges')
      ? [{ label: 'storages.tab.charges', content: (r: StorageRow) => <StorageChargesTab storageId={r.id} /> }]
      : []),
    { label: 'storages.tab.photos', content: (r) => <StoragePhotos storage={r} /> },
    ...(staff
      ? [
          { label: 'storages.tab.locations', content: (r: StorageRow) => <StorageLocations storageId={r.id} /> },
          { label: 'storages.tab.records', content: (r: StorageRow) => <StorageRecords storageId={r.id} /> },
        ]
      : []),
  ];
  return (
    <ResourceShow<StorageRow>
      api={storagesApi}
      id={id}
      basePath="/storages"
      title={(r) =>
        r.code ? t('storages.recordTitle', { id: r.id, code: r.code }) : t('words.subject.storage', { id: r.id })
      }
      actions={(r, v) => [
        ...staffActions(r, v),
        // Spec 2 §4, §6: edit by admin, or while the storage is new.
        ...(mayUse(v, 'storages', 'update') && canEditStorage(r, hasPermission(v.permissions, 'admin'))
          ? [
              {
                id: 'edit',
                label: 'record.edit',
                color: 'primary' as const,
                run: { kind: 'navigate' as const, to: `/storages/${r.id}` },
              },
            ]
          : []),
      ]}
      tabs={tabs}
    />
  );
};

export default StorageShow;
