import type { Migration } from 'kysely';
import * as core from './0001_core.js';
import * as marketplace from './0002_marketplace.js';
import * as authThrottle from './0003_auth_throttle.js';
import * as content from './0005_content.js';
import * as performance from './0006_performance.js';
import * as searchText from './0007_search_text.js';
import * as liveTutorSorts from './0008_live_tutor_sorts.js';
import * as signInAddresses from './0009_sign_in_addresses.js';
import * as setPasswordLinks from './0010_set_password_links.js';
import * as reportSearchText from './0011_report_search_text.js';
import * as tutorSearchStatistics from './0012_tutor_search_statistics.js';
import * as searchPairs from './0013_search_pairs.js';
import * as studentSearchStatistics from './0014_student_search_statistics.js';
import * as walkIndexes from './0015_walk_indexes.js';
import * as studentSearchStatisticsTarget from './0016_student_search_statistics_target.js';
import * as bookingMonths from './0017_booking_months.js';
import * as searchStatisticsAfterSeeding from './0018_search_statistics_after_seeding.js';
import * as searchCharacters from './0019_search_characters.js';
import * as declaredTables from './0020_declared_tables.js';
import * as reportResolvedById from './0021_report_resolved_by_id.js';
import * as auditRevertOf from './0022_audit_revert_of.js';
import * as savedViews from './0023_saved_views.js';
import * as trash from './0024_trash.js';
import * as importJobs from './0025_import_jobs.js';
import * as importFailureReason from './0026_import_failure_reason.js';

/**
 * Every migration, by name. Names sort in the order they run; add a new file and one line here.
 * Migrations are imported statically so that the bundle-free server needs no file-system scan.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_marketplace': marketplace,
  '0003_auth_throttle': authThrottle,
  '0005_content': content,
  '0006_performance': performance,
  '0007_search_text': searchText,
  '0008_live_tutor_sorts': liveTutorSorts,
  '0009_sign_in_addresses': signInAddresses,
  '0010_set_password_links': setPasswordLinks,
  '0011_report_search_text': reportSearchText,
  '0012_tutor_search_statistics': tutorSearchStatistics,
  '0013_search_pairs': searchPairs,
  '0014_student_search_statistics': studentSearchStatistics,
  '0015_walk_indexes': walkIndexes,
  '0016_student_search_statistics_target': studentSearchStatisticsTarget,
  '0017_booking_months': bookingMonths,
  '0018_search_statistics_after_seeding': searchStatisticsAfterSeeding,
  '0019_search_characters': searchCharacters,
  '0020_declared_tables': declaredTables,
  '0021_report_resolved_by_id': reportResolvedById,
  '0022_audit_revert_of': auditRevertOf,
  '0023_saved_views': savedViews,
  '0024_trash': trash,
  '0025_import_jobs': importJobs,
  '0026_import_failure_reason': importFailureReason,
};
