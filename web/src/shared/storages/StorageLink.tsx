import type { StorageRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { LoadedReferenceName } from '../../framework/fields/ReferenceName';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { ReferenceSource } from '../../framework/types';

/**
 * A storage as a reference shows it (issue 31 §6): its code, name and type ('BX-104 · Sofa · Large box'), which
 * a person can find on a shelf; 'Storage #12' only when it has none of them.
 */
export const storageText = (s: Pick<StorageRow, 'id' | 'code' | 'name' | 'storagetypeName'>): string =>
  [s.code, s.name, s.storagetypeName].filter((part) => part !== null && part.trim() !== '').join(' · ') ||
  t('words.subject.storage', { id: s.id });

/** Storages by id, labelled as `storageText` says (the template leaves out the parts a storage lacks). */
export const storageWordsSource: ReferenceSource = {
  id: 'storages:words',
  kind: 'list',
  path: '/api/v1/storages/list',
  idsKey: 'ids',
  labelField: 'id',
  labelTemplate: t('words.storageOf'),
  limit: 20,
};

/** One referenced storage, linked, its words loaded on the page that shows it. */
export const StorageLink = ({ id }: { id: number | null }) =>
  id === null ? null : (
    <RecordLink base="storages" id={id}>
      <LoadedReferenceName source={storageWordsSource} id={id} fallback={t('words.subject.storage', { id })} />
    </RecordLink>
  );
