import { dateTimeSource } from '../../contract/isoDates.js';

/**
 * An update's If-Match: the record's updatedAt as read, an ISO date-time, quoted or not, a weak
 * `W/` prefix allowed (what a cache may add). An empty one is refused like any other that is not.
 */
export const ifMatchPattern = new RegExp(`^\\s*(?:W/)?(?:"${dateTimeSource}"|${dateTimeSource})\\s*$`);
