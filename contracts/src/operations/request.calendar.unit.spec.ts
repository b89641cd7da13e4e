import { RequestStatus } from './request.enums.js';
import {
  REQUEST_CALENDAR_STATUSES,
  REQUEST_CALENDAR_STEP_MINUTES,
  requestCalendarRange,
  requestEventColour,
} from './request.calendar.js';

describe('the requests calendar (spec 1 §2.7)', () => {
  it('draws every status but complete, rejected and cancelled', () => {
    expect(REQUEST_CALENDAR_STATUSES).toEqual(
      RequestStatus.values.filter((status) => !['complete', 'rejected', 'cancelled'].includes(status)),
    );
  });

  it('steps 60 minutes', () => {
    expect(REQUEST_CALENDAR_STEP_MINUTES).toBe(60);
  });

  it('loads 7 days either side of a month, and exactly a week or a day', () => {
    expect(requestCalendarRange('month', '2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-25', to: '2026-12-07' });
    expect(requestCalendarRange('month', '2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-22', to: '2026-04-07' });
    expect(requestCalendarRange('week', '2026-11-22', '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(requestCalendarRange('day', '2026-11-22', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('draws a request dated before today and not finished in the pending colour', () => {
    const today = '2026-11-22';
    expect(requestEventColour({ date: '2026-11-21', status: 'approved' }, today)).toEqual({
      colour: 'red',
      overdue: true,
    });
    expect(requestEventColour({ date: '2026-11-21', status: 'new' }, today)).toEqual({ colour: 'red', overdue: true });
    expect(requestEventColour({ date: '2026-11-22', status: 'approved' }, today)).toEqual({
      colour: 'green',
      overdue: false,
    });
    expect(requestEventColour({ date: '2026-11-23', status: 'transit' }, today)).toEqual({
      colour: 'cyan',
      overdue: false,
    });
    expect(requestEventColour({ date: null, status: 'confirmed' }, today)).toEqual({
      colour: 'orange',
      overdue: false,
    });
  });

  it('never draws a finished request as overdue', () => {
    for (const status of ['complete', 'rejected', 'cancelled']) {
      expect(requestEventColour({ date: '2020-01-01', status }, '2026-11-22').overdue).toBe(false);
    }
  });
});
