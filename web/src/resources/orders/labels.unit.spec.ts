import {
  CHECKLIST_ITEMS,
  ORDER_ACTION_NAMES,
  ORDER_ACTIONS,
  ORDER_LIST_DEFAULT_COLUMNS,
  ORDER_LIST_HIDDEN_COLUMNS,
  orderActionLabel,
  RENT_CONFIRMATION,
  specMessageKey,
  TIME_SLOTS,
  TimeSlot,
} from '@console/contracts';
import { english, t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { actionLabel, LIFECYCLE_TEXTS, rentText } from './orderActions';
import { columnLabel } from './list';
import { timeSlotLabel } from './form/choices';

/*
 * The lead and order screens name contracts' English words (button labels, checklist items, list columns, the
 * lifecycle's notices) by catalogue keys (issue 32 §3): the English a key holds must stay the text contracts has,
 * or the browser tests and the server's messages part ways.
 */

describe('the order screens’ keys hold contracts’ English', () => {
  it('has a key for every lifecycle button, Create Charges for a postpaid customer’s invoice', () => {
    const differing = ORDER_ACTION_NAMES.filter((a) => english(actionLabel(a)) !== ORDER_ACTIONS[a].label);
    expect(differing).toEqual([]);
    expect(english(actionLabel('createInvoice', { customerPostpaid: true } as never))).toBe(
      orderActionLabel('createInvoice', { customerPostpaid: true }),
    );
  });

  it('has a key for every checklist item and every list column', () => {
    expect(
      CHECKLIST_ITEMS.filter((c) => english(`orders.checklist.${c.field}`) !== c.label).map((c) => c.field),
    ).toEqual([]);
    const columns = [...ORDER_LIST_DEFAULT_COLUMNS, ...ORDER_LIST_HIDDEN_COLUMNS];
    expect(columns.filter((c) => english(columnLabel(c.key)) !== c.label).map((c) => c.key)).toEqual([]);
  });

  it('words every notice and failure of the lifecycle: by its own key, else as a spec message', () => {
    const texts = ORDER_ACTION_NAMES.flatMap((a) => [ORDER_ACTIONS[a].notice, ORDER_ACTIONS[a].statusMessage]);
    const unworded = texts.filter(
      (x): x is string => x !== undefined && LIFECYCLE_TEXTS[x] === undefined && specMessageKey(x) === undefined,
    );
    expect(unworded).toEqual([]);
    for (const [text, key] of Object.entries(LIFECYCLE_TEXTS)) if (!text.includes('_')) expect(english(key)).toBe(text);
  });

  it('asks the rent confirmation in contracts’ words', () => {
    const row = { quotedSize: 10.5, size: 12.3456 };
    expect(rentText(row as never)).toBe(RENT_CONFIRMATION.text(row as never));
    expect(english('orders.rent.title')).toBe(RENT_CONFIRMATION.title);
  });

  it('says the time slots as contracts do, and a slot no table has by its hours', () => {
    for (const slot of TimeSlot.values) {
      const { from, to, label } = TIME_SLOTS[slot];
      expect(timeSlotLabel(from, to)).toBe(label);
      expect(enumLabel('TimeSlot', slot)).toBe(label);
    }
    expect(timeSlotLabel(10, 12)).toBe('10:00 - 12:00');
    expect(t('orders.summary.oneMonth', { count: 1 })).toBe('1 month');
    expect(t('orders.summary.months', { count: 12 })).toBe('12 months');
    expect(t('orders.quote.totalRentOneMonth', { months: 1 })).toBe('Total rent (1 month)');
  });
});
