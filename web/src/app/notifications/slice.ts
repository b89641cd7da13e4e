import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationRequest {
  readonly message: string;
  readonly type?: NotificationType;
  /** Milliseconds on screen; 0 keeps it until closed. */
  readonly autoHideMs?: number;
}

export interface Notification {
  readonly id: number;
  readonly message: string;
  readonly type: NotificationType;
  readonly autoHideMs: number;
}

interface NotificationsState {
  readonly queue: Notification[];
  readonly nextId: number;
}

const INITIAL_STATE: NotificationsState = { queue: [], nextId: 1 };

const slice = createSlice({
  name: 'notifications',
  initialState: INITIAL_STATE,
  reducers: {
    /** What sagas put; the notifications saga turns it into a shown notification and hides it later. */
    notify: (_state, _a: PayloadAction<NotificationRequest>) => {},
    notificationShown: (state, a: PayloadAction<Omit<Notification, 'id'>>) => {
      state.queue.push({ ...a.payload, id: state.nextId });
      state.nextId += 1;
    },
    notificationDismissed: (state, a: PayloadAction<number>) => {
      state.queue = state.queue.filter((n) => n.id !== a.payload);
    },
    /** Every notice goes: what was said before a sign-in is not about the session that starts. */
    notificationsCleared: (state) => {
      state.queue = [];
    },
  },
});

export const { notify, notificationShown, notificationDismissed, notificationsCleared } = slice.actions;
export const notificationsReducer = slice.reducer;
export const selectNotifications = (s: { notifications: NotificationsState }): readonly Notification[] =>
  s.notifications.queue;
