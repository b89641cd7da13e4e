import { requestDatesToInstants } from './requests.list-query.js';

describe('requestDatesToInstants', () => {
  it('runs from T00:00:00Z to T23:59:59Z as the spec writes it', () => {
    expect(requestDatesToInstants({ from: '2024-06-01', to: '2024-06-02' })).toEqual({
      from: '2024-06-01T00:00:00.000Z',
      to: '2024-06-02T23:59:59Z',
    });
  });
});
