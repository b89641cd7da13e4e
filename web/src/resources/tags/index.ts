export { tagScreens } from './screens';
export { NewTagDialog } from './NewTagDialog';
