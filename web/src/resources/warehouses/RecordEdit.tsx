/*
 * The record edit screen is the framework's (framework/form/RecordEdit.tsx). This module only keeps the accounting
 * screens' imports working while another branch edits them: once merged, point those imports at the framework
 * module and delete this file.
 */
export { RecordEdit } from '../../framework/form/RecordEdit';
