/** The survey show page's Photos tab (spec 3 §2; issue 33 §6): the customer's photos from the public page. */
export const SURVEY_PHOTOS_MESSAGES = {
  'surveyPhotos.tab': 'Photos',
  'surveyPhotos.none': 'The customer added no photos.',
  'surveyPhotos.loadFailed': 'The photos could not be read',
  'surveyPhotos.alt': 'Photo {n} of the survey',
} as const;
