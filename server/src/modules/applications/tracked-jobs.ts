import type { Db } from "../../db/handle";
import { createApplicationsRepository } from "./applications-repository";

/** A tracked application's posting as other modules may read it (interview practice for a saved job). */
export interface TrackedJob {
  applicationId: string;
  title: string;
  company: string;
  description: string;
  skills: string[];
}

/** Read-only access to the user's tracked applications, for modules that practise or prepare for them. */
export function createTrackedJobs(knex: Db) {
  const applications = createApplicationsRepository(knex);
  return {
    async find(userId: string, applicationId: string): Promise<TrackedJob | undefined> {
      const app = await applications.find(userId, applicationId);
      return app ? { applicationId: app.id, title: app.title, company: app.company ?? "", description: app.description ?? "", skills: app.skills ?? [] } : undefined;
    },
  };
}
