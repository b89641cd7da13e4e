/** What the calendar and the day's board show of a request row (spec 1 §2.7: city, type, customer, status, date, time). */
export interface CalendarRequest {
  readonly id: number;
  readonly type: string;
  readonly status: string;
  readonly date: string | null;
  readonly from: number | null;
  readonly to: number | null;
  readonly countryId?: number | null;
  readonly cityId?: number | null;
  readonly cityName?: string | null;
  readonly teamId?: number | null;
  readonly teamName?: string | null;
  readonly userName?: string | null;
}

/** The request's time slot as the console writes hours ('09:00 - 11:00'), empty without one. */
export const slotText = (r: Pick<CalendarRequest, 'from' | 'to'>): string =>
  r.from !== null && r.to !== null ? `${String(r.from).padStart(2, '0')}:00 - ${String(r.to).padStart(2, '0')}:00` : '';
