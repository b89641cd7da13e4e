/**
 * The words MUI's own controls say (issue 36 §1): the grid's pages and sort, a date field's sections and its
 * calendar button, an autocomplete's clear and open buttons. English by default in MUI; said from the catalogue here.
 */
export const WIDGETS_MESSAGES = {
  'widgets.page.first': 'Go to first page',
  'widgets.page.last': 'Go to last page',
  'widgets.page.next': 'Go to next page',
  'widgets.page.previous': 'Go to previous page',
  'widgets.sort': 'Sort',
  'widgets.date.day': 'Day',
  'widgets.date.month': 'Month',
  'widgets.date.year': 'Year',
  'widgets.date.choose': 'Choose date',
  'widgets.date.chosen': 'Choose date, selected date is {date}',
  'widgets.clear': 'Clear',
  'widgets.open': 'Open',
  'widgets.close': 'Close',
} as const;
