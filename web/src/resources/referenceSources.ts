/*
 * The reference sources are the framework's (framework/fields/sources.ts). This module only keeps the accounting
 * screens' imports working while another branch edits them: once merged, point those imports at the framework
 * module and delete this file.
 */
export { citySource, customerSource, partnersSource } from '../framework/fields/sources';
