import { storageTypeStatusBadge } from '@console/contracts';
import { StatusBadge } from '../../framework/fields/StatusBadge';

/** Spec 3 §4: a storage type's status badge (its colours are contracts' rule); nothing for a type without a status. */
export const StorageTypeStatusBadge = ({ status }: { status: string | null | undefined }) => {
  const badge = storageTypeStatusBadge(status);
  return badge ? <StatusBadge badge={badge} /> : null;
};
