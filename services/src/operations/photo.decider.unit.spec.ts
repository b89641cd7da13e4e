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

describe('photo decider', () => {
  test('adds once; the same upload again changes nothing; another key on the same id is refused', () => {
    const first = photoDecider.decide({ type: 'AddPhoto', photo: added }, null, now);
    expect(first).toEqual([{ type: 'PhotoAdded', data: added }]);
    const state = photoDecider.evolve(null, { type: 'PhotoAdded', data: added });
    expect(photoDecider.decide({ type: 'AddPhoto', photo: added }, state, now)).toEqual([]);
    const other = photoDecider.decide({ type: 'AddPhoto', photo: { ...added, key: 'requests/3/7-x.jpg' } }, state, now);
    expect(isDomainError(other) && other.kind).toBe('conflict');
  });

  test('deletes once', () => {
    const state = photoDecider.evolve(null, { type: 'PhotoAdded', data: added });
    const deleted = photoDecider.decide({ type: 'DeletePhoto', photoId: 7 }, state, now);
    expect(deleted).toEqual([{ type: 'PhotoDeleted', data: { photoId: 7, requestId: 3, storageId: null, key: added.key } }]);
    const after = photoDecider.evolve(state, { type: 'PhotoDeleted', data: { photoId: 7, requestId: 3, storageId: null, key: added.key } });
    const again = photoDecider.decide({ type: 'DeletePhoto', photoId: 7 }, after, now);
    expect(isDomainError(again) && again.kind).toBe('not_found');
    const missing = photoDecider.decide({ type: 'DeletePhoto', photoId: 8 }, null, now);
    expect(isDomainError(missing) && missing.kind).toBe('not_found');
  });
});
