// The NestJS app is not a package export of @console/services: the bench loads its built modules by path (tsc -b
// builds them first) and takes their types from the sources.
import 'reflect-metadata';

type CreateAppModule = typeof import('../../services/src/app/create-app.js');
type StartInfrastructureModule = typeof import('../../services/src/app/start-infrastructure.js');
type SeedModule = typeof import('../../services/src/seed/seed.js');
type SeedOrdersModule = typeof import('../../services/src/seed/seed-orders.js');
type UserCommandsModule = typeof import('../../services/src/customers/commands/user-commands.js');
type RegisterUserModule = typeof import('../../services/src/customers/commands/register-user.command.js');

const servicesDist = new URL('../../../services/dist/', import.meta.url);
/** A built module of services (its dist), typed by its source. */
export const loadBuilt = <M>(path: string): Promise<M> => import(new URL(path, servicesDist).href) as Promise<M>;

export const loadServices = async () => {
  const [
    { createApp },
    { startInfrastructure },
    { seedDemo },
    { PatchUserCommand },
    { RegisterUserCommand },
    { seedOrders },
  ] = await Promise.all([
    loadBuilt<CreateAppModule>('app/create-app.js'),
    loadBuilt<StartInfrastructureModule>('app/start-infrastructure.js'),
    loadBuilt<SeedModule>('seed/seed.js'),
    // The command classes are the handlers' keys on the CommandBus: the very classes the app registered.
    loadBuilt<UserCommandsModule>('customers/commands/user-commands.js'),
    loadBuilt<RegisterUserModule>('customers/commands/register-user.command.js'),
    loadBuilt<SeedOrdersModule>('seed/seed-orders.js'),
  ]);
  return { createApp, startInfrastructure, seedDemo, PatchUserCommand, RegisterUserCommand, seedOrders };
};

export type Services = Awaited<ReturnType<typeof loadServices>>;
export type Started = Awaited<ReturnType<Services['startInfrastructure']>>;
export type App = Awaited<ReturnType<Services['createApp']>>;
