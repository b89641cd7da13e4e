// The customers context's public surface: its modules, its commands, and the registration another context's
// command runs when it creates a customer on the way (an order for a new customer). Its facts are in
// customers.facts.ts.
export { CustomersModule } from './customers.module.js';
export { AddressesModule } from './addresses/addresses.module.js';
export { RegisterUserCommand } from './commands/register-user.command.js';
export { PatchUserCommand } from './commands/user-commands.js';
export { prepareRegistration, type PreparedRegistration } from './commands/user-registration.js';
