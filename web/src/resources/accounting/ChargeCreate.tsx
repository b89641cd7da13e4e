import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { chargesApi } from '../../shared/accounting/api';
import { chargeBody, chargeInitial, chargeSections, chargeValidate } from './charges';

const ChargeCreate = () => (
  <ResourceForm
    formId="charges:create"
    api={chargesApi}
    title={t('accounting.createCharge')}
    sections={chargeSections('create')}
    initialValues={chargeInitial(null)}
    toBody={chargeBody}
    validate={chargeValidate('create')}
    redirectTo="/charges"
  />
);
export default ChargeCreate;
