// The notifications context's public surface: its module and the commands another context sends it when a command
// of its own asks for work done after it (mail an invoice or a receipt, send a payment link).
export { NotificationsModule } from './notifications.module.js';
export { CreateTaskCommand, EditTaskCommand, type TaskCommandResult } from './task-commands.js';
export { issueTask, type IssuedTask } from './issue-task.js';
