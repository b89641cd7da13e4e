import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  EXIT_SURVEY_IMPROVEMENT,
  EXIT_SURVEY_REASON,
  EXIT_SURVEY_TYPE,
  SURVEY_RESOURCE,
  surveyQuestionsOf,
} from '@console/contracts';
import { sql } from 'kysely';
import type { Infrastructure } from '../core/infrastructure.js';
import { ResourceCommandMessage } from '../core/resources/resource-command.js';
import { DAY_MS } from './demo-clock.js';
import { pool, seedContext } from './seed-commands.js';

/** What the demo's lost customers say we could improve, in their language. */
const IMPROVEMENTS = {
  EN: [
    'A clearer quote with every cost listed.',
    'Faster answers to our questions.',
    'More flexible storage durations.',
    'A pickup slot sooner than a week away.',
  ],
  AR: ['عرض سعر أوضح يذكر كل التكاليف.', 'ردود أسرع على استفساراتنا.', 'مدد تخزين أكثر مرونة.'],
} as const;

/** Two of every three exit surveys are answered (by id); one answer in four leaves the improvement blank. */
const answered = (id: number): boolean => id % 3 !== 0;

/**
 * Answers of the demo's exit surveys (issue 33 §6), so the Survey analytics page shows figures: the exit-survey
 * manager made a survey for every lost demo lead (notifications/exit-surveys), and two in three of them are
 * answered here as the public page would (completed, surveyDataResponse: a lost reason offered and, mostly, an
 * improvement in the customer's language), a day or three after the survey was made, never after now. Waits for the
 * manager first; answered surveys are left, so a second run adds only what is missing. Where no manager runs in
 * this process (a seed beside a running console), the surveys it has not made yet are not answered.
 */
export const seedExitSurveyAnswers = async (app: INestApplicationContext, infra: Infrastructure): Promise<number> => {
  const head = await infra.store.committedHeadPosition();
  for (const manager of infra.followUps?.managers ?? []) await manager.waitFor(head, 10 * 60_000);
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const { rows } = await sql<{ id: number; queryData: string | null; createdAt: Date; language: string | null }>`
    SELECT s.id, s."queryData", s."createdAt", u.language FROM rm.surveys s LEFT JOIN rm.users u ON u.id = s."userId"
    WHERE s.type = ${EXIT_SURVEY_TYPE} AND s.status IN ('new', 'sentToCustomer') AND s."surveyDataResponse" = '{}'::jsonb
    ORDER BY s.id`.execute(infra.db);
  const toAnswer = rows.filter((r) => answered(r.id));
  const commands = app.get(CommandBus);
  await pool(toAnswer.length, 8, async (i) => {
    const survey = toAnswer[i]!;
    const choices = surveyQuestionsOf(survey.queryData).find((q) => q.key === EXIT_SURVEY_REASON)?.choices ?? [];
    if (choices.length === 0) return;
    const words = survey.language === 'AR' ? IMPROVEMENTS.AR : IMPROVEMENTS.EN;
    const response: Record<string, string> = { [EXIT_SURVEY_REASON]: choices[(survey.id * 7) % choices.length]!.value };
    if (survey.id % 4 !== 1) response[EXIT_SURVEY_IMPROVEMENT] = words[survey.id % words.length]!;
    const made = survey.createdAt.getTime();
    const at = new Date(Math.max(made, Math.min(made + (1 + (survey.id % 3)) * DAY_MS, Date.now() - 60_000)));
    await commands.execute(
      new ResourceCommandMessage(
        SURVEY_RESOURCE,
        { type: 'Update', id: survey.id, patch: { status: 'completed', surveyDataResponse: response } },
        seedContext(at),
      ),
    );
  });
  return toAnswer.length;
};
