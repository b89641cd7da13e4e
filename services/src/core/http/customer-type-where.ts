import { B2B_USER_TYPES, type CustomerTypeFilter } from '@console/contracts';
import { sql, type SqlBool, type RawBuilder } from 'kysely';

/**
 * A list's customer-type filter (contracts' CustomerTypeFilter) on its "userId" column: B2B the records of
 * business customers, B2C every other record, those without a customer included, as the analytics split them.
 */
export const customerTypeWhere = (type: CustomerTypeFilter): RawBuilder<SqlBool> => {
  const b2b = sql`SELECT id FROM rm.users WHERE type = ANY(${sql.val([...B2B_USER_TYPES])}::text[])`;
  return type === 'b2b'
    ? sql<SqlBool>`"userId" IN (${b2b})`
    : sql<SqlBool>`("userId" IS NULL OR "userId" NOT IN (${b2b}))`;
};
