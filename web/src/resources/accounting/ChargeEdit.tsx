import type { ChargeRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { chargesApi } from '../../shared/accounting/api';
import { chargeBody, chargeInitial, chargeSections, chargeValidate } from './charges';

const sections = chargeSections('edit');
const ChargeEdit = () => (
  <RecordEdit<ChargeRow>
    api={chargesApi}
    title={(r) => t('accounting.editCharge', { id: r.id })}
    sections={sections}
    initial={chargeInitial}
    toBody={chargeBody}
    validate={chargeValidate('edit')}
    redirectTo="/charges"
  />
);
export default ChargeEdit;
