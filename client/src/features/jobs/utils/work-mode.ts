import type { Job } from "../../../api/generated/model";

/** SPEC section 3: the workspace's work modes. */
export type WorkModeValue = "any" | "remote" | "hybrid" | "onsite";

export const WORK_MODE_OPTIONS: ReadonlyArray<{ value: WorkModeValue; label: string }> = [
  { value: "any", label: "Any" },
  { value: "remote", label: "Remote" },
  { value: "hybrid", label: "Hybrid" },
  { value: "onsite", label: "On-site" },
];

export function isWorkMode(value: unknown): value is WorkModeValue {
  return value === "any" || value === "remote" || value === "hybrid" || value === "onsite";
}

type JobText = Pick<Job, "work_mode" | "title" | "location" | "description">;

function text(job: JobText): string {
  return [job.work_mode, job.title, job.location ?? "", job.description].join(" ").toLowerCase();
}

/** Remote: the work mode, or any text saying remote or work from home. */
export function isRemote(job: JobText): boolean {
  const t = text(job);
  return job.work_mode === "remote" || t.includes("remote") || t.includes("work from home");
}

/** Hybrid: the work mode or text saying hybrid. */
export function isHybrid(job: JobText): boolean {
  return job.work_mode === "hybrid" || text(job).includes("hybrid");
}

/** On-site: the work mode, text saying on-site or onsite, or a job that is neither remote nor hybrid. */
export function isOnsite(job: JobText): boolean {
  const t = text(job);
  return job.work_mode === "onsite" || t.includes("on-site") || t.includes("onsite") || (!isRemote(job) && !isHybrid(job));
}

/** SPEC section 5, the work-mode filter (client-side over the results). */
export function matchesWorkMode(job: JobText, mode: WorkModeValue): boolean {
  switch (mode) {
    case "remote":
      return isRemote(job);
    case "hybrid":
      return isHybrid(job);
    case "onsite":
      return isOnsite(job);
    default:
      return true;
  }
}

export function filterJobs<T extends JobText>(jobs: readonly T[], mode: WorkModeValue): T[] {
  return jobs.filter((job) => matchesWorkMode(job, mode));
}

/** How many results each filter button would show. */
export function countByWorkMode(jobs: readonly JobText[]): Record<WorkModeValue, number> {
  return {
    any: jobs.length,
    remote: filterJobs(jobs, "remote").length,
    hybrid: filterJobs(jobs, "hybrid").length,
    onsite: filterJobs(jobs, "onsite").length,
  };
}
