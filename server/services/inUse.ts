import type { InUseRecord } from '../../contract/errorReasons.js';
import { conflict, refusal } from '../errors.js';

/** Messages for records that cannot be removed while other records use them. */

/** "1 tutor", "12 tutors": English counts for messages. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * "Algebra is used by 3 tutors, so it cannot be removed"; when several records were asked for,
 * every reason is named and the answer says that none was removed.
 */
export function inUseMessage(reasons: string[], requested: number): string {
  const listed = reasons.length === 1 ? reasons[0] : `${reasons.slice(0, -1).join('; ')} and ${reasons.at(-1)}`;
  return `${listed}, so ${requested === 1 ? 'it cannot be removed' : 'nothing was removed'}`;
}

/**
 * The 409 for records still in use: the English message of `reasons`, and the same as `blocked`
 * (each record's label and what uses it, `{tutors: 3}`) for clients that say it in their language.
 */
export function inUseConflict(reasons: string[], blocked: InUseRecord[], requested: number) {
  const why = requested === 1 && blocked.length === 1 ? refusal('IN_USE', blocked[0]!) : refusal('IN_USE_NONE_REMOVED', { records: blocked });
  return conflict(inUseMessage(reasons, requested), why);
}
