import { ResourceForm } from '../../framework/form/ResourceForm';
import { boxBody, boxesApi, boxInitial, boxSections, boxValidate } from './index';

const BoxCreate = () => (
  <ResourceForm formId="boxes:create" api={boxesApi} title="Create Box" sections={boxSections} initialValues={boxInitial(null)} toBody={boxBody} validate={boxValidate} redirectTo="/boxes" />
);
export default BoxCreate;
