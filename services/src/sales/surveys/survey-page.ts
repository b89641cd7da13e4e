import { PHOTO_IMAGE_TYPES, type SurveyPageTexts, type SurveyQuestion } from '@console/contracts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's language: its texts, and whether it reads right to left (Arabic). */
export interface SurveyPageLanguage {
  readonly texts: SurveyPageTexts;
  readonly rtl: boolean;
}

const shell = (language: SurveyPageLanguage, body: string) =>
  `<!doctype html><html lang="${language.rtl ? 'ar' : 'en'}" dir="${language.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(language.texts.title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}` +
  `label{display:block;margin-top:1rem;font-weight:600}input,textarea{width:100%;box-sizing:border-box;padding:.5rem}` +
  `fieldset{margin-top:1rem;border:0;padding:0}legend{font-weight:600}` +
  `label.choice{font-weight:400;margin-top:.4rem}label.choice input{width:auto;margin-inline-end:.5rem}` +
  `button{margin-top:1.5rem;padding:.6rem 1.5rem}</style></head><body><h1>${escapeHtml(language.texts.title)}</h1>${body}</body></html>`;

/** One question's field: a choice among its answers (radio buttons), a longer text, or a line. */
const questionField = (q: SurveyQuestion): string => {
  const id = `q-${escapeHtml(q.key)}`;
  const name = escapeHtml(q.key);
  if (q.choices) {
    const options = q.choices
      .map(
        (c, i) =>
          `<label class="choice" for="${id}-${i}"><input type="radio" id="${id}-${i}" name="${name}" value="${escapeHtml(c.value)}">${escapeHtml(c.label)}</label>`,
      )
      .join('');
    return `<fieldset id="${id}"><legend>${escapeHtml(q.text)}</legend>${options}</fieldset>`;
  }
  const label = `<label for="${id}">${escapeHtml(q.text)}</label>`;
  const max = q.max === undefined ? '' : ` maxlength="${q.max}"`;
  return q.long
    ? `${label}<textarea id="${id}" name="${name}" rows="3"${max}></textarea>`
    : `${label}<input id="${id}" name="${name}"${max}>`;
};

/**
 * The survey's form: one field per question, and the photos when the survey takes them (a lead survey), posted
 * back (multipart) to the same signed address.
 */
export const surveyFormPage = (
  questions: readonly SurveyQuestion[],
  action: string,
  language: SurveyPageLanguage,
  page: { readonly intro: string; readonly photos: boolean },
): string =>
  shell(
    language,
    `<p>${escapeHtml(page.intro)}</p><form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data" data-testid="survey-form">` +
      questions.map(questionField).join('') +
      (page.photos
        ? `<label for="photos">${escapeHtml(language.texts.photos)}</label>` +
          `<input id="photos" name="photos" type="file" accept="${PHOTO_IMAGE_TYPES.join(',')}" multiple>`
        : '') +
      `<button type="submit">${escapeHtml(language.texts.submit)}</button></form>`,
  );

/** A page that only says something (thanks, answered, expired, not valid). */
export const surveyMessagePage = (language: SurveyPageLanguage, text: string): string =>
  shell(language, `<p data-testid="survey-message">${escapeHtml(text)}</p>`);
