import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { useReferenceChoices } from '../../framework/fields/useReferenceChoices';
import type { RevisionRow } from '@console/contracts';
import { documentBaseOf, revisionsApi } from '../../framework/history/apis';
import { t } from '../../app/i18n/messages';
import { ChangesTable, DocumentFields } from '../../framework/history/ChangesTable';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { partnersSource } from '../users';

const Summary = ({ r }: { r: RevisionRow }) => {
  useReferenceChoices(partnersSource, r.partnerId === null ? [] : [r.partnerId]);
  return (
    <FieldGrid
      items={[
        { label: 'accounting.col.id', value: r.id },
        { label: 'admin.col.date', value: formatDateTime(r.createdAt) },
        { label: 'accounting.col.updated', value: formatDateTime(r.updatedAt) },
        { label: 'admin.col.model', value: r.model },
        {
          label: 'admin.col.document',
          value: (
            <RecordLink base={documentBaseOf(r.model)} id={r.documentId}>
              {t('admin.documentOf', { model: r.model, id: r.documentId })}
            </RecordLink>
          ),
        },
        { label: 'admin.col.revision', value: r.revision },
        { label: 'history.what', value: r.described?.what ?? null },
        {
          label: 'admin.col.user',
          value:
            r.userId === null ? (
              (r.described?.actor.name ?? null)
            ) : (
              <RecordLink base="users" id={r.userId}>
                {r.described?.actor.name}
              </RecordLink>
            ),
        },
        {
          label: 'admin.col.partner',
          value:
            r.partnerId === null ? null : (
              <RecordLink base="partners" id={r.partnerId}>
                <ReferenceName source={partnersSource} id={r.partnerId} />
              </RecordLink>
            ),
        },
      ]}
    />
  );
};

/** One revision: who, when, which record; its changes and the whole document after it. */
const RevisionShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<RevisionRow>
      api={revisionsApi}
      id={id}
      basePath="/revisions"
      title={(r) => `${r.model} #${r.documentId} · revision ${r.revision}`}
      tabs={[
        { label: 'accounting.summary', content: (r) => <Summary r={r} /> },
        {
          label: 'admin.col.changes',
          content: (r) => <ChangesTable changes={r.described?.changes ?? []} label={t('admin.col.changes')} />,
        },
        { label: 'admin.col.document', content: (r) => <DocumentFields fields={r.describedDocument ?? []} /> },
      ]}
    />
  );
};

export default RevisionShow;
