import { allToLocation, placementRoom, spreadOverLocations } from './bulk-check-in.js';

const loc = (id: number, freeVolume: number) => ({ id, path: `A-${id}`, freeVolume, usedVolume: 0 });

describe('putting away in bulk (issue 31)', () => {
  it('spreads the storages, largest first, over the chosen locations in order, counting what each took', () => {
    const storages = [
      { id: 1, size: 0.5 },
      { id: 2, size: 2 },
      { id: 3, size: 1 },
      { id: 4, size: null, sizeEntered: 1.5 },
    ];
    expect(spreadOverLocations(storages, [loc(10, 3), loc(11, 2)])).toEqual([
      { storageId: 1, locationId: 11 },
      { storageId: 2, locationId: 10 },
      { storageId: 3, locationId: 10 },
      { storageId: 4, locationId: 11 },
    ]);
  });

  it('sends a storage no location has room for to the first (the server names it refused), and none to IN', () => {
    expect(spreadOverLocations([{ id: 1, size: 5 }], [loc(10, 1), loc(11, 2)])).toEqual([
      { storageId: 1, locationId: 10 },
    ]);
    expect(spreadOverLocations([{ id: 1, size: 5 }], [])).toEqual([{ storageId: 1, locationId: null }]);
    expect(allToLocation([{ id: 1, size: 1 }], 7)).toEqual([{ storageId: 1, locationId: 7 }]);
  });

  it('says what the storages need against the room of the chosen locations', () => {
    expect(
      placementRoom(
        [
          { id: 1, size: 0.1 },
          { id: 2, size: 0.2 },
        ],
        [loc(1, 0.25), loc(2, -1)],
      ),
    ).toEqual({
      needed: 0.3,
      free: 0.25,
    });
  });
});
