/**
 * The public data sets the derived data files are built from (read from ../shared/data, never copied in),
 * each named with its version, source and checksum. scripts/data-inputs.test.ts fails when an input changes,
 * so a rebuilt file never silently rests on different data: update the checksum here together with the
 * rebuilt files and say why in the commit.
 */
export interface DataInput {
  /** Path under ../shared/data. */
  path: string;
  version: string;
  source: string;
  sha256: string;
  /** The derived files of server/data built from it. */
  feeds: string[];
}

export const DATA_INPUTS: readonly DataInput[] = [
  {
    path: "onet/technology-skills.tsv",
    version: "O*NET 28.2 Technology Skills",
    source: "bstunney/onet-analysis @ 702739d, Technology Skills.txt (CC BY 4.0)",
    sha256: "d16eb34bb73014821a6311af05fbb717c75c77fb6876ca3833063b389280e54a",
    feeds: ["skills-taxonomy.json", "role-skill-profiles.json", "role-kb.json"],
  },
  {
    path: "onet/occupation-data.tsv",
    version: "O*NET 28.2 Occupation Data",
    source: "bstunney/onet-analysis @ 702739d, Occupation Data.txt (CC BY 4.0)",
    sha256: "63e6029d3d30ff5c7cf39b5304a733b77a409e01c65ae7095fe92f6d18d74a66",
    feeds: ["skills-taxonomy.json", "role-taxonomy.json", "role-skill-profiles.json", "role-kb.json"],
  },
];
