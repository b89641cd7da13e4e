import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';

/** One question of a survey's form: its key in the response, its text, and whether it is a longer answer. */
export const SurveyQuestion = t.type({ key: t.string, text: t.string, long: t.boolean });
export type SurveyQuestion = t.TypeOf<typeof SurveyQuestion>;

/**
 * The questions of a lead survey (spec 2 §7; the spec shows none: ours, docs/decisions.md), asked of the customer
 * on the public survey page before the survey visit.
 */
export const LEAD_SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  { key: 'itemsToStore', text: 'What would you like to store or move?', long: true },
  { key: 'rooms', text: 'How many rooms are to be packed?', long: false },
  { key: 'preferredDate', text: 'Which date suits you?', long: false },
  { key: 'access', text: 'Access to the building (floor, lift, parking)', long: true },
  { key: 'notes', text: 'Anything else we should know?', long: true },
];

/** The questions a survey's queryData holds (JSON text); the lead survey's when it holds none. */
export const surveyQuestionsOf = (queryData: string | null): readonly SurveyQuestion[] => {
  try {
    const decoded = t.readonlyArray(SurveyQuestion).decode(JSON.parse(queryData ?? 'null'));
    return isRight(decoded) && decoded.right.length > 0 ? decoded.right : LEAD_SURVEY_QUESTIONS;
  } catch {
    return LEAD_SURVEY_QUESTIONS;
  }
};

/** The most characters one answer keeps. */
export const SURVEY_ANSWER_MAX = 2000;
