import type { Knex } from "knex";
import * as usersAndAuth from "./20261122000001_users_and_auth";
import * as usage from "./20261122000002_usage";
import * as jobPostings from "./20261122000003_job_postings";
import * as userResumes from "./20261122000004_user_resumes";
import * as interviews from "./20261122000005_interviews";
import * as resumeBuilder from "./20261122000006_resume_builder";
import * as playbooks from "./20261122000007_playbooks";
import * as autoApply from "./20261122000008_auto_apply";
import * as billing from "./20261122000009_billing";
import * as jobIngest from "./20261122000010_job_ingest";
import * as jobPlaceKeys from "./20261122000011_job_place_keys";
import * as resumeBuildPolished from "./20261124000012_resume_build_polished";
import * as loginBackoff from "./20261125000013_login_backoff";
import * as pendingTimeZone from "./20261125000014_pending_time_zone";
import * as userPreferences from "./20261125120001_user_preferences";
import * as savedInterviews from "./20261125120002_saved_interviews";
import * as resumeDrafts from "./20261125120003_resume_drafts";
import * as jobRoles from "./20261125130001_job_roles";
import * as applications from "./20261126160001_applications";
import * as weeklyTips from "./20261126170001_weekly_tips";
import * as planPeriods from "./20261127100001_plan_periods";
import * as interviewVoice from "./20261127120001_interview_voice";
import * as autoApplyRuns from "./20261127130001_auto_apply_runs";
import * as resumeDocuments from "./20261127130001_resume_documents";
import * as jobIndexVersion from "./20261127150001_job_index_version";
import * as jobClassification from "./20261128000001_job_classification";

/**
 * Migrations are imported statically (not discovered on disk), so they run the same under tsx,
 * vitest and a bundled build. Keep them in name (date) order; never edit one that has shipped.
 */
const migrations: Record<string, Knex.Migration> = {
  "20261122000001_users_and_auth": usersAndAuth,
  "20261122000002_usage": usage,
  "20261122000003_job_postings": jobPostings,
  "20261122000004_user_resumes": userResumes,
  "20261122000005_interviews": interviews,
  "20261122000006_resume_builder": resumeBuilder,
  "20261122000007_playbooks": playbooks,
  "20261122000008_auto_apply": autoApply,
  "20261122000009_billing": billing,
  "20261122000010_job_ingest": jobIngest,
  "20261122000011_job_place_keys": jobPlaceKeys,
  "20261124000012_resume_build_polished": resumeBuildPolished,
  "20261125000013_login_backoff": loginBackoff,
  "20261125000014_pending_time_zone": pendingTimeZone,
  "20261125120001_user_preferences": userPreferences,
  "20261125120002_saved_interviews": savedInterviews,
  "20261125120003_resume_drafts": resumeDrafts,
  "20261125130001_job_roles": jobRoles,
  "20261126160001_applications": applications,
  "20261126170001_weekly_tips": weeklyTips,
  "20261127100001_plan_periods": planPeriods,
  "20261127120001_interview_voice": interviewVoice,
  "20261127130001_auto_apply_runs": autoApplyRuns,
  "20261127130001_resume_documents": resumeDocuments,
  "20261127150001_job_index_version": jobIndexVersion,
  "20261128000001_job_classification": jobClassification,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
