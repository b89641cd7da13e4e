// The history context's facts for other contexts: any record as of a revision or an instant, replayed from its
// stream with its model's fold (a photo's target is checked on the record as it stands).
export { recordAsOf, type RecordAsOf } from './time-travel.js';
