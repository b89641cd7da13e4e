import type { ColumnType } from 'kysely';

/** rm.user_logs: one row per sign-in attempt (spec 3 "User logs"). */
export interface UserLogsTable {
  id: number;
  userId: number | null;
  name: string;
  email: string;
  type: string;
  loginAt: ColumnType<Date, Date | string, Date | string>;
  logoutAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  impersonatedUserId: ColumnType<number | null, number | null | undefined, number | null>;
  impersonatedName: ColumnType<string | null, string | null | undefined, string | null>;
}
