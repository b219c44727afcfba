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
