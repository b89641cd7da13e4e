import { isDomainError, type PhotoAdded } from '@console/contracts';
import { photoDecider } from './photo.decider.js';

const added: PhotoAdded = {
  photoId: 7,
  requestId: 3,
  storageId: null,
  key: 'requests/3/7-0b8f5a43-3b9e-4a8e-9d43-2f0d2b7c1a11.jpg',
  url: '/api/v1/photos/7/file',
  mimetype: 'image/jpeg',
  size: 10,
  video: false,
  userId: null,
  partnerId: 1,
};
const now = new Date();
const open = { model: 'request', status: 'confirmed' } as const;
const complete = { model: 'request', status: 'complete' } as const;

describe('photo decider', () => {
  test('adds once; the same upload again changes nothing; another key on the same id is refused', () => {
    const first = photoDecider.decide({ type: 'AddPhoto', photo: added, target: open }, null, now);
    expect(first).toEqual([{ type: 'PhotoAdded', data: added }]);
    const state = photoDecider.evolve(null, { type: 'PhotoAdded', data: added });
    expect(photoDecider.decide({ type: 'AddPhoto', photo: added, target: open }, state, now)).toEqual([]);
    const other = photoDecider.decide(
      { type: 'AddPhoto', photo: { ...added, key: 'requests/3/7-x.jpg' }, target: open },
      state,
      now,
    );
    expect(isDomainError(other) && other.kind).toBe('conflict');
  });

  test('deletes once', () => {
    const state = photoDecider.evolve(null, { type: 'PhotoAdded', data: added });
    const deleted = photoDecider.decide({ type: 'DeletePhoto', photoId: 7, target: open }, state, now);
    expect(deleted).toEqual([
      { type: 'PhotoDeleted', data: { photoId: 7, requestId: 3, storageId: null, key: added.key } },
    ]);
    const after = photoDecider.evolve(state, {
      type: 'PhotoDeleted',
      data: { photoId: 7, requestId: 3, storageId: null, key: added.key },
    });
    const again = photoDecider.decide({ type: 'DeletePhoto', photoId: 7, target: open }, after, now);
    expect(isDomainError(again) && again.kind).toBe('not_found');
    const missing = photoDecider.decide({ type: 'DeletePhoto', photoId: 8, target: null }, null, now);
    expect(isDomainError(missing) && missing.kind).toBe('not_found');
  });

  test("refuses adding to or deleting from a complete request; a storage's photos stay open", () => {
    const add = photoDecider.decide({ type: 'AddPhoto', photo: added, target: complete }, null, now);
    expect(isDomainError(add) && add.kind).toBe('conflict');
    const state = photoDecider.evolve(null, { type: 'PhotoAdded', data: added });
    const del = photoDecider.decide({ type: 'DeletePhoto', photoId: 7, target: complete }, state, now);
    expect(isDomainError(del) && del.kind).toBe('conflict');
    const storage = photoDecider.decide(
      { type: 'DeletePhoto', photoId: 7, target: { model: 'storage', status: 'complete' } },
      state,
      now,
    );
    expect(Array.isArray(storage) && storage.length).toBe(1);
  });
});
