import { paths } from "../../../config/paths";

/** How each kind of activity (ActivityItem.kind) is labelled and where it leads. Unknown kinds get a generic look. */
export interface ActivityKind {
  label: string;
  to: string;
  palette: string;
}

const KINDS: Record<string, ActivityKind> = {
  job_search: { label: "Job search", to: paths.app.jobs.getHref(), palette: "brand" },
  interview_finished: { label: "Mock interview", to: paths.app.interview.getHref(), palette: "purple" },
  interview_started: { label: "Mock interview", to: paths.app.interview.getHref(), palette: "purple" },
  resume_built: { label: "Resume", to: paths.app.resumeBuilder.getHref(), palette: "teal" },
  resume_analysed: { label: "Resume", to: paths.app.resumeBuilder.getHref(), palette: "teal" },
  resume_compared: { label: "Resume", to: paths.app.resumeBuilder.getHref(), palette: "teal" },
  playbook_generated: { label: "Role notes", to: paths.app.notes.getHref(), palette: "orange" },
  plan_activated: { label: "Plan", to: paths.pricing.getHref(), palette: "pink" },
  auto_apply: { label: "Auto-Apply", to: paths.app.autoApply.getHref(), palette: "green" },
};

export function activityKind(kind: string): ActivityKind {
  if (KINDS[kind]) return KINDS[kind];
  if (kind.startsWith("auto_apply")) return KINDS.auto_apply!;
  if (kind.startsWith("interview")) return KINDS.interview_finished!;
  if (kind.startsWith("resume")) return KINDS.resume_built!;
  return { label: "Activity", to: paths.app.dashboard.getHref(), palette: "gray" };
}
