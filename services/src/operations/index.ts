// The operations context's public surface: its modules and its commands. Its facts (requests, storages, the
// storages listed on a customer) are in operations.facts.ts.
export { StoragesModule } from './storages.module.js';
export { WarehousesModule } from './warehouses/warehouses.module.js';
export { RequestsModule } from './requests/requests.module.js';
export { PhotosModule } from './photos.module.js';
export { CreateRequestCommand, RequestActionCommand } from './requests/commands/request-commands.js';
export { BulkUpdateStoragesMessage, StorageCommandMessage } from './storage-commands.js';
export { AddPhotoCommand, DeletePhotoCommand } from './photo-commands.js';
export { requestNotePdf } from './requests/note/request-note-pdf.js';
