import type pg from 'pg';
import type { BenchOptions } from './bench-options.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { HttpClient } from './http-client.js';
import { signInAsAdmin } from './http-budgets.js';
import { formatLatency, measureSequential } from './latency.js';
import type { Services } from './services.js';
import { ensureDatabase, startConsole } from './users-database.js';

type Log = (line: string) => void;

const DATABASE = 'bench_communications';
/** The budget's list: a million communication records. */
const RECORDS = 1_000_000;
/** Rows per INSERT … SELECT generate_series (one statement: its trigger counts them in one go). */
const CHUNK = 100_000;
/** The generated ids start here, far from the demo data's tasks. */
const FIRST_ID = 10_000_000;
const LIST_REQUESTS = 200;
const LIST_WARM_UP = 20;
const LIST_BUDGET_MS = 50;
const TYPES = [
  'SEND_PAYMENT_LINK_TO_CUSTOMER',
  'MAIL_INVOICE_TO_CUSTOMER',
  'MAIL_RECEIPT_TO_CUSTOMER',
  'SEND_QUOTE_TO_CUSTOMER',
  'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER',
  'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
  'NOTIFY_CUSTOMER',
  'NOTIFY_TEAM',
  'NOTIFY_WAREHOUSE',
  'SEND_THANK_YOU_MAIL_TO_CUSTOMER',
];
const RESOURCES = ['lead', 'order', 'request', 'invoice', 'payment', 'user'];

/**
 * A million records in rm.communication_records, written straight by `INSERT … SELECT generate_series` (ten
 * statements of 100,000): two years of sends, three in four by e-mail, delivery statuses and dates as the channels
 * report them, 50,000 recipients, the resources of spec 3. Deterministic (from the row number), made once per database.
 */
const ensureRecords = async (pool: pg.Pool, log: Log): Promise<number> => {
  const count = async () =>
    Number(
      (await pool.query<{ n: string }>('SELECT count(*) AS n FROM rm.communication_records WHERE id >= $1', [FIRST_ID]))
        .rows[0]?.n,
    );
  let present = await count();
  if (present >= RECORDS) {
    log(`communications: ${thousands(present)} records already there (cached database)`);
    return present;
  }
  await pool.query('DELETE FROM rm.communication_records WHERE id >= $1', [FIRST_ID]);
  const started = performance.now();
  for (let from = 0; from < RECORDS; from += CHUNK) {
    await pool.query(
      `INSERT INTO rm.communication_records
         (id, "taskId", "taskStatus", "taskType", "templateName", channel, "senderId", "recipientId", "senderEmail",
          "recipientEmail", "senderPhone", "recipientPhone", status, "deliveryStatus", subject, body, content, metadata,
          "errorMessage", "retryCount", priority, "sendDate", "deliveryDate", "openedDate", "clickedDate",
          "hasAttachment", "attachmentTypesAndIds", "resourceType", "resourceId", "createdAt", "updatedAt")
       SELECT id, id, CASE WHEN d = 'failed' THEN 'failed' ELSE 'complete' END, ($3::text[])[1 + i % 10], ($3::text[])[1 + i % 10],
              ch, 1, 1 + (i * 7) % 50000, CASE WHEN ch = 'email' THEN 'no-reply@console.local' END,
              CASE WHEN ch = 'email' THEN 'customer' || (1 + (i * 7) % 50000) || '@example.com' END,
              '+97140000000', '+9715' || lpad(((i * 7) % 50000)::text, 8, '0'),
              CASE WHEN d = 'failed' THEN 'failed' ELSE 'complete' END, d,
              CASE WHEN ch = 'email' THEN 'Your message #' || i END, '<p>Message ' || i || '</p>', 'Message ' || i, '{}',
              CASE WHEN d = 'failed' THEN '550 Mailbox unavailable' END, CASE WHEN d = 'failed' THEN 3 ELSE 0 END, 2,
              sent, CASE WHEN d IN ('delivered', 'read', 'clicked') THEN sent + interval '1 minute' END,
              CASE WHEN d IN ('read', 'clicked') THEN sent + interval '2 hours' END,
              CASE WHEN d = 'clicked' THEN sent + interval '3 hours' END,
              i % 3 = 0, '[]'::jsonb, ($4::text[])[1 + i % 6], 1 + (i * 13) % 200000, sent, sent
         FROM (
           SELECT i, $1::int + i AS id,
                  CASE WHEN i % 4 = 0 THEN 'whatsApp' ELSE 'email' END AS ch,
                  (ARRAY['sent', 'delivered', 'delivered', 'read', 'read', 'clicked', 'delivered', 'failed'])[1 + (i / 4) % 8] AS d,
                  now() - ((i::bigint * 7919) % (730 * 86400)) * interval '1 second' AS sent
             FROM generate_series($2::int, $2::int + ${CHUNK - 1}) AS i
         ) g`,
      [FIRST_ID, from, TYPES, RESOURCES],
    );
    log(`communications: ${thousands(from + CHUNK)} records written`);
  }
  present = await count();
  log(
    `communications: ${thousands(present)} records in ${((performance.now() - started) / 1000).toFixed(0)} s; VACUUM (ANALYZE)`,
  );
  await pool.query('VACUUM (ANALYZE) rm.communication_records');
  return present;
};

const month = (monthsAgo: number) => {
  const to = new Date(Date.now() - monthsAgo * 30 * 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

/** Each filter of spec 3 §2 and §7 alone, as the list screen and the Communication tabs send them. */
const listCases = (ids: readonly number[]): { name: string; body: Record<string, unknown> }[] => [
  { name: 'no filter (id DESC)', body: {} },
  { name: "channel 'email'", body: { channel: 'email' } },
  { name: "channel 'whatsApp'", body: { channel: 'whatsApp' } },
  { name: "deliveryStatuses ['failed']", body: { deliveryStatuses: ['failed'] } },
  { name: "deliveryStatuses ['delivered', 'read']", body: { deliveryStatuses: ['delivered', 'read'] } },
  { name: "taskStatuses ['failed']", body: { taskStatuses: ['failed'] } },
  { name: "taskType 'MAIL_INVOICE_TO_CUSTOMER'", body: { taskType: 'MAIL_INVOICE_TO_CUSTOMER' } },
  { name: "resourceType 'request' + resourceId (a request's tab)", body: { resourceType: 'request', resourceId: 63 } },
  { name: "recipientId (a customer's tab)", body: { recipientId: 4242 } },
  { name: 'taskIds [20 ids]', body: { taskIds: ids } },
  { name: 'sendDate 1 month', body: { sendDate: month(3) } },
  { name: 'deliveryDate 1 month', body: { deliveryDate: month(3) } },
  { name: 'openedDate 1 month', body: { openedDate: month(3) } },
  { name: 'clickedDate 1 month', body: { clickedDate: month(3) } },
];

/**
 * Issue 33's budget: POST /api/Communication-records/list over 1,000,000 records, p95 ≤ 50 ms for each filter,
 * over real HTTP, one request after the other; roles api and projector.
 */
export const measureCommunicationsList = async (
  options: BenchOptions,
  services: Services,
  log: Log,
): Promise<BudgetRow[]> => {
  const databaseUrl = await ensureDatabase(options.serverUrl, DATABASE);
  log(`communications database: ${DATABASE}`);
  const running = await startConsole(services, databaseUrl, 5, log, ['api', 'projector']);
  const client = new HttpClient(running.port);
  try {
    const { pool } = running.started.infra;
    const records = await ensureRecords(pool, log);
    const ids = Array.from({ length: 20 }, (_, i) => FIRST_ID + 333_333 + i * 17);
    await signInAsAdmin(client);
    const rows: BudgetRow[] = [];
    for (const c of listCases(ids)) {
      log(`communications list: ${c.name}`);
      let totalCount = 0;
      const body = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', ...c.body };
      const latency = await measureSequential(LIST_REQUESTS, LIST_WARM_UP, async () => {
        const answer = await client.expect(200, 'POST', '/api/Communication-records/list', body);
        totalCount = (answer.body as { totalCount: number }).totalCount;
      });
      rows.push({
        budget: `POST /api/Communication-records/list: ${c.name}`,
        target: `p95 ≤ ${LIST_BUDGET_MS} ms`,
        measured: formatLatency(latency),
        pass: latency.p95 <= LIST_BUDGET_MS,
        notes: `${thousands(records)} records; ${thousands(totalCount)} match; ${latency.count} sequential requests after ${LIST_WARM_UP} warm-up, page of 10`,
      });
    }
    return rows;
  } finally {
    client.close();
    await running.close();
  }
};
