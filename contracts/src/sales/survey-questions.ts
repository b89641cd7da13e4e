import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';

/** One answer a question offers: the value kept in the response, and the words the customer reads. */
export const SurveyChoice = t.type({ value: t.string, label: t.string });
export type SurveyChoice = t.TypeOf<typeof SurveyChoice>;

/**
 * One question of a survey's form: its key in the response, its text, and whether it is a longer answer; a question
 * with `choices` is answered by one of them (its value kept), `max` caps its answer's length (SURVEY_ANSWER_MAX).
 */
export const SurveyQuestion = t.intersection([
  t.type({ key: t.string, text: t.string, long: t.boolean }),
  t.partial({ choices: t.readonlyArray(SurveyChoice), max: t.number }),
]);
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

/** The words an answer stands for: the label of the choice it is, or the answer itself. */
export const surveyAnswerText = (questions: readonly SurveyQuestion[], key: string, answer: string): string =>
  questions.find((q) => q.key === key)?.choices?.find((c) => c.value === answer)?.label ?? answer;
