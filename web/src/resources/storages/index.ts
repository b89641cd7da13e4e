// The storages screens' public surface: the put-away dialog a request's storages tab opens.
export { PutAwayDialog } from './PutAwayDialog';
