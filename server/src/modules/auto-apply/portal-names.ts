/** Portal ids as people write them. */
const NAMES: Record<string, string> = {
  linkedin: "LinkedIn",
  greenhouse: "Greenhouse",
  lever: "Lever",
  workable: "Workable",
  successfactors: "SuccessFactors",
  naukri: "Naukri",
  shine: "Shine",
  other: "company sites",
};

export function portalName(id: string): string {
  return NAMES[id] ?? (id ? id.charAt(0).toUpperCase() + id.slice(1) : "Unknown");
}
