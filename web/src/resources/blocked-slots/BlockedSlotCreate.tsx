import { ResourceForm } from '../../framework/form/ResourceForm';
import { blockedSlotBody, blockedSlotInitial, blockedSlotSections, blockedSlotsApi, blockedSlotValidate } from './index';

/** No show page (spec 2 §2): back to the list after saving. */
const BlockedSlotCreate = () => (
  <ResourceForm
    formId="blocked-slots:create"
    api={blockedSlotsApi}
    title="Create Blocked Slot"
    sections={blockedSlotSections}
    initialValues={blockedSlotInitial}
    toBody={blockedSlotBody}
    validate={blockedSlotValidate}
    redirectTo="/blocked-slots"
  />
);
export default BlockedSlotCreate;
