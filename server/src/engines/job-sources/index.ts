import { arbeitnow } from "./arbeitnow";
import { ashby } from "./ashby";
import { greenhouse } from "./greenhouse";
import { lever } from "./lever";
import { recruitee } from "./recruitee";
import { remotive } from "./remotive";
import { smartrecruiters } from "./smartrecruiters";
import type { ConnectorName, JobSource } from "./types";
import { workable } from "./workable";

/** Every connector by name; config/job-boards.json names boards by these keys. */
export const CONNECTORS: Record<ConnectorName, JobSource> = { greenhouse, lever, ashby, smartrecruiters, workable, recruitee, remotive, arbeitnow };

export function connectorFor(name: string): JobSource | undefined {
  return (CONNECTORS as Record<string, JobSource>)[name];
}
