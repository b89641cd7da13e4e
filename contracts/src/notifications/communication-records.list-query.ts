import * as t from 'io-ts';
import { list } from '../shared/store-safe.js';
import { DateRange } from '../list-queries/date-range.js';
import { Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CommunicationChannel, DeliveryStatus } from './communication.enums.js';
import { CommunicationResourceKind, type CommunicationRecord } from './communication.record.js';
import { TaskStatus } from './task.enums.js';

/** A row of the Communication list and show (spec 3 §2, §3): the record, its task's status now and its dates. */
export type CommunicationRecordListRow = CommunicationRecord & {
  readonly taskStatus: TaskStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
};

export const COMMUNICATION_RECORDS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** Columns the list sorts by. */
export const COMMUNICATION_RECORDS_SORTABLE = [
  'id',
  'taskId',
  'taskStatus',
  'taskType',
  'templateName',
  'channel',
  'deliveryStatus',
  'sendDate',
  'deliveryDate',
  'openedDate',
  'clickedDate',
  'retryCount',
  'priority',
  'createdAt',
  'updatedAt',
] as const;

/**
 * POST /api/Communication-records/list (spec 3 §2 filters: channel Email / WhatsApp, the four date ranges from
 * start to end of day; §7 'Communication-records by resourceId and resourceType'; the user's tab by recipientId).
 */
export const CommunicationRecordsListQuery = listQuery(
  'CommunicationRecordsListQuery',
  {
    channel: CommunicationChannel.codec,
    deliveryStatuses: list(DeliveryStatus.codec),
    taskStatuses: list(TaskStatus.codec),
    taskType: t.string,
    resourceType: CommunicationResourceKind,
    resourceId: t.number,
    recipientId: t.number,
    taskIds: Ids,
    sendDate: DateRange,
    deliveryDate: DateRange,
    openedDate: DateRange,
    clickedDate: DateRange,
  },
  COMMUNICATION_RECORDS_DEFAULT_SORT,
);
export type CommunicationRecordsListQuery = t.TypeOf<typeof CommunicationRecordsListQuery>;
