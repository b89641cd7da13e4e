import { RecordEdit } from '../../framework/form/RecordEdit';
import { boxBody, boxesApi, boxInitial, boxSections, boxValidate, type BoxRow } from './index';

const BoxEdit = () => (
  <RecordEdit<BoxRow> api={boxesApi} title={(r) => `Edit box ${r.code}`} sections={boxSections} initial={boxInitial} toBody={boxBody} validate={boxValidate} redirectTo="/boxes" />
);
export default BoxEdit;
