import { useEffect, useRef } from 'react';
import { TAG_NAME_UNIQUE_MESSAGE } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { enumChoices } from '../../app/i18n/enumText';
import { dataActions, selectForm } from '../../framework/data/slice';
import { FormDialog } from '../../framework/form/FormDialog';
import { textOf } from '../../framework/fields/text';
import type { FormFieldDef, FormValues } from '../../framework/form/types';
import { screenApi } from '../../framework/screens/api';
import { tagScreens } from './screens';

const FORM_ID = 'tags:new-tag';

const nameOf = (v: FormValues): string => textOf(v.name).trim();

/**
 * The customer's 'New tag' dialog (spec 3 §5 'New tag requires non-empty name', §7 POST tags {name, module}): Create
 * stays disabled until a name is typed; a taken name is the server's 'name must be unique' on the field, any other
 * failure the server's message as an error (spec 1 §8). The tag made is handed to `onCreated` (the Assign dialog
 * adds it to the customer's tags).
 */
export const NewTagDialog = ({
  onClose,
  onCreated,
}: {
  readonly onClose: () => void;
  readonly onCreated?: (tag: { readonly id: number; readonly name: string }) => void;
}) => {
  const dispatch = useAppDispatch();
  const form = useAppSelector((s) => selectForm(s, FORM_ID));
  const asked = useRef<string | null>(null);
  const fields: FormFieldDef[] = [
    { kind: 'text', name: 'name', label: 'tags.field.name', required: true },
    { kind: 'select', name: 'module', label: 'tags.field.module', required: true, choices: enumChoices('TagModule') },
  ];
  useEffect(() => () => void dispatch(dataActions.formReset(FORM_ID)), [dispatch]);
  useEffect(() => {
    if (asked.current !== null && !form.saving && form.errors.length === 0 && form.savedId !== undefined) {
      onCreated?.({ id: Number(form.savedId), name: asked.current });
      asked.current = null;
      onClose();
    }
  }, [form.saving, form.errors.length, form.savedId, onClose, onCreated]);
  return (
    <FormDialog
      title={t('tags.newTag')}
      fields={fields}
      initial={{ name: '', module: 'User' }}
      ready={(v) => nameOf(v) !== ''}
      submitLabel={t('tags.create')}
      closeLabel={t('tags.cancel')}
      busy={form.saving}
      serverErrors={form.errors}
      onClose={onClose}
      onSubmit={(v) => {
        const name = nameOf(v);
        asked.current = name;
        dispatch(
          dataActions.saveRequested({
            formId: FORM_ID,
            api: screenApi(tagScreens),
            body: { name, module: v.module },
            notice: t('tags.created', { name }),
            fieldNotices: { [`name:${TAG_NAME_UNIQUE_MESSAGE}`]: t('spec.shared.tagNameUnique') },
          }),
        );
      }}
    />
  );
};
