import { PHOTO_IMAGE_TYPES, SURVEY_PAGE_TEXTS, type SurveyQuestion } from '@console/contracts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const shell = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(SURVEY_PAGE_TEXTS.title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}` +
  `label{display:block;margin-top:1rem;font-weight:600}input,textarea{width:100%;box-sizing:border-box;padding:.5rem}` +
  `button{margin-top:1.5rem;padding:.6rem 1.5rem}</style></head><body><h1>${escapeHtml(SURVEY_PAGE_TEXTS.title)}</h1>${body}</body></html>`;

/** The survey's form: one field per question and the photos, posted back (multipart) to the same signed address. */
export const surveyFormPage = (questions: readonly SurveyQuestion[], action: string): string =>
  shell(
    `<p>${escapeHtml(SURVEY_PAGE_TEXTS.intro)}</p><form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data" data-testid="survey-form">` +
      questions
        .map((q) => {
          const id = `q-${escapeHtml(q.key)}`;
          const label = `<label for="${id}">${escapeHtml(q.text)}</label>`;
          return q.long
            ? `${label}<textarea id="${id}" name="${escapeHtml(q.key)}" rows="3"></textarea>`
            : `${label}<input id="${id}" name="${escapeHtml(q.key)}">`;
        })
        .join('') +
      `<label for="photos">${escapeHtml(SURVEY_PAGE_TEXTS.photos)}</label>` +
      `<input id="photos" name="photos" type="file" accept="${PHOTO_IMAGE_TYPES.join(',')}" multiple>` +
      `<button type="submit">${escapeHtml(SURVEY_PAGE_TEXTS.submit)}</button></form>`,
  );

/** A page that only says something (thanks, answered, expired, not valid). */
export const surveyMessagePage = (text: string): string =>
  shell(`<p data-testid="survey-message">${escapeHtml(text)}</p>`);
