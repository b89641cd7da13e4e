/**
 * The texts of the public survey page (issue 33): the customer's page, served by the API without the console, so
 * its words live here beside the questions (survey-questions.ts), not in the console's catalogue.
 */
export const SURVEY_PAGE_TEXTS = {
  title: 'Your survey',
  intro: 'Please answer a few questions before our visit.',
  submit: 'Send',
  thanks: 'Thank you, your answers are recorded.',
  answered: 'This survey is already answered. Thank you.',
  expired: 'This survey link has expired. Please ask us for a new one.',
  invalid: 'This survey link is not valid.',
  tooLong: 'An answer is too long.',
  photos: 'Photos of what is to be stored or moved (optional)',
  notAPhoto: 'Only photos can be added (JPEG, PNG, WebP, GIF or HEIC).',
} as const;
