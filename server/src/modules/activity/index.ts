/**
 * The user's activity log (the dashboard's "recent activity"): any module records an event through this
 * public interface; only the dashboard reads the log back.
 */
export { activityInsertFrom, activityInserts, createActivityRepository, recordActivity, type ActivityInput, type ActivityRepository, type ActivityRow } from "./activity-repository";
