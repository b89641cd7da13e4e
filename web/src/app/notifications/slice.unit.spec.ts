import { notificationShown, notificationsCleared, notificationsReducer, selectNotifications } from './slice';

describe('the notifications on screen', () => {
  it('all go when cleared (a good sign-in after a failed one)', () => {
    let state = notificationsReducer(undefined, { type: 'init' });
    state = notificationsReducer(
      state,
      notificationShown({ message: 'Authentication failed, please retry', type: 'warning', autoHideMs: 4000 }),
    );
    state = notificationsReducer(
      state,
      notificationShown({ message: 'Session expired', type: 'warning', autoHideMs: 0 }),
    );
    expect(selectNotifications({ notifications: state })).toHaveLength(2);
    state = notificationsReducer(state, notificationsCleared());
    expect(selectNotifications({ notifications: state })).toEqual([]);
    // Ids keep counting: a late dismissal of an old notice cannot hit a new one.
    state = notificationsReducer(state, notificationShown({ message: 'Saved', type: 'success', autoHideMs: 4000 }));
    expect(selectNotifications({ notifications: state })[0]?.id).toBe(3);
  });
});
