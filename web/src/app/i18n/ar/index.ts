import type { MessageKey } from '../messages';
import { arAccounting } from './accounting';
import { enumLabelsAr } from './enumLabels';
import { arHistory } from './history';
import { arConsole } from './messages';

/**
 * The Arabic catalogue, its own chunk (loadLocale.ts imports it on demand). Typed as every key of the English one,
 * so a message added in English fails the build until it has its Arabic.
 */
export const ar: Readonly<Record<MessageKey, string>> = { ...arHistory, ...arConsole, ...arAccounting };

export { enumLabelsAr };
