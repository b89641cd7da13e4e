import { isDomainError } from '@console/contracts';
import { decideAddComment, decideDeleteRevisions, decideViewModel, type AddComment } from './history.deciders.js';

const comment: AddComment = {
  id: 9,
  comment: 'Called the customer',
  model: 'request',
  documentId: 4,
  userId: 2,
  authorId: 1,
  partnerScope: undefined,
};
const record = { exists: true, partnerId: 3 };

describe('history deciders', () => {
  test("a comment goes on the record with the record's partner", () => {
    expect(decideAddComment(comment, record)).toEqual([
      {
        type: 'CommentAdded',
        data: {
          id: 9,
          comment: 'Called the customer',
          model: 'request',
          documentId: 4,
          userId: 2,
          authorId: 1,
          partnerId: 3,
        },
      },
    ]);
    expect(decideAddComment({ ...comment, partnerScope: 3 }, record)).toHaveLength(1);
  });

  test('refuses an empty comment, an unknown model, a missing record and another partner’s record', () => {
    const empty = decideAddComment({ ...comment, comment: '  ' }, record);
    expect(isDomainError(empty) && empty.errors).toEqual([{ path: 'comment', message: 'Required' }]);
    const model = decideAddComment({ ...comment, model: 'nothing' }, record);
    expect(isDomainError(model) && model.message).toBe("No model 'nothing'");
    const missing = decideAddComment(comment, { exists: false, partnerId: null });
    expect(isDomainError(missing) && missing.kind).toBe('not_found');
    const other = decideAddComment({ ...comment, partnerScope: 5 }, record);
    expect(isDomainError(other) && other.kind).toBe('not_found');
  });

  test('deletes revisions that exist, once each; refuses none named or one missing, whole', () => {
    expect(decideDeleteRevisions([1, 2, 1], new Set([1, 2]))).toEqual([
      { type: 'RevisionsDeleted', data: { ids: [1, 2] } },
    ]);
    const none = decideDeleteRevisions([], new Set());
    expect(isDomainError(none) && none.errors).toEqual([{ path: 'ids', message: 'Required' }]);
    const missing = decideDeleteRevisions([1, 7], new Set([1]));
    expect(isDomainError(missing) && missing.errors).toEqual([
      { path: 'ids.1', message: "No revision found for id '7'" },
    ]);
  });

  test('a view is recorded as given', () => {
    expect(decideViewModel({ model: 'storage', documentId: 3, userId: 1 })).toEqual([
      { type: 'ModelViewed', data: { model: 'storage', documentId: 3, userId: 1 } },
    ]);
  });
});
