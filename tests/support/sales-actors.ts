import { startTestApp, type TestApp } from './test-app.js';

/** The app and the people the sales specs act as: admin, a sales-staff member and a demo customer. */
export interface SalesActors {
  readonly app: TestApp;
  readonly admin: string;
  readonly sales: string;
  readonly salesId: number;
  readonly customerId: number;
}

export const startSalesActors = async (customers: number): Promise<SalesActors> => {
  const app = await startTestApp(customers);
  const admin = await app.token('admin');
  const sales = await app.token('sales-staff');
  const idOf = async (email: string): Promise<number> =>
    (await app.call('GET', `/api/users?email=${email}`, admin)).body.data[0].id;
  return {
    app,
    admin,
    sales,
    salesId: await idOf('sales1@demo.test'),
    customerId: await idOf('customer1@example.com'),
  };
};
