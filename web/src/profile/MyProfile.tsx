import { useMemo } from 'react';
import { signatureFromStored, signatureToStored, validateProfile, type UserRow } from '@console/contracts';
import { useViewer } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { enumChoices } from '../app/i18n/enumText';
import { ResourceForm } from '../framework/form/ResourceForm';
import type { FormSection, FormValues } from '../framework/form/types';
import { RecordLoading } from '../framework/show/RecordStates';
import { useRecord } from '../framework/show/useRecord';
import { usersApi } from '../resources/users/index';
import { textOf } from '../framework/fields/text';

// A function, not a constant: the language's words are read as the form renders (the language may change).
const sections = (): FormSection[] => [
  {
    title: 'profile.section',
    fields: [
      { kind: 'text', name: 'name', label: 'profile.name', required: true },
      { kind: 'phone', name: 'phone', label: 'profile.phone' },
      { kind: 'select', name: 'language', label: 'profile.language', choices: enumChoices('Language') },
      { kind: 'multiline', name: 'emailSignature', label: 'profile.emailSignature', wide: true },
    ],
  },
];

const toBody = (v: FormValues) => ({
  name: typeof v.name === 'string' ? v.name.trim() : '',
  phone: typeof v.phone === 'string' ? v.phone : '',
  language: v.language === 'AR' ? 'AR' : 'EN',
  emailSignature:
    typeof v.emailSignature === 'string' && v.emailSignature !== '' ? signatureToStored(v.emailSignature) : null,
});

/** /my-profile, 'Account Settings' (spec 1 §2.5): the signed-in user's name, phone, language and e-mail signature. */
const MyProfile = () => {
  const viewer = useViewer();
  const { record } = useRecord<UserRow>(usersApi, viewer.id);
  const initial = useMemo(
    () =>
      record
        ? {
            name: record.name,
            phone: record.phone,
            language: record.language,
            emailSignature: signatureFromStored(record.emailSignature ?? ''),
          }
        : null,
    [record],
  );
  if (!record || !initial) return <RecordLoading height={200} />;
  return (
    <ResourceForm
      formId="my-profile"
      api={usersApi}
      id={viewer.id}
      title={t('profile.title')}
      sections={sections()}
      initialValues={initial}
      toBody={toBody}
      validate={(_changed, full) => validateProfile({ name: textOf(full.name) })}
      redirectTo="/my-profile"
    />
  );
};

export default MyProfile;
