/** The schema that holds the event log, apart from the read models (`rm`) that are rebuilt from it. */
export const esSchemaSql = `CREATE SCHEMA IF NOT EXISTS es`;
