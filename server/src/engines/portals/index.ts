import { createGreenhouseAdapter } from "./greenhouse";
import { createLeverAdapter } from "./lever";
import { createReadyForYouAdapter } from "./manual";
import type { PortalAdapter, PortalId } from "./types";

export interface PortalSettings {
  greenhouseApiUrl: string;
  leverApiUrl: string;
  greenhouseBoardKeys: Record<string, string>;
  leverApiKeys: Record<string, string>;
}

/** One adapter per portal: Greenhouse and Lever apply for real; the rest hand the link to the user. */
export function createPortalAdapters(settings: PortalSettings): Record<PortalId, PortalAdapter> {
  return {
    greenhouse: createGreenhouseAdapter({ baseUrl: settings.greenhouseApiUrl, boardKeys: settings.greenhouseBoardKeys }),
    lever: createLeverAdapter({ baseUrl: settings.leverApiUrl, apiKeys: settings.leverApiKeys }),
    linkedin: createReadyForYouAdapter("linkedin"),
    naukri: createReadyForYouAdapter("naukri"),
    shine: createReadyForYouAdapter("shine"),
    workable: createReadyForYouAdapter("workable"),
    successfactors: createReadyForYouAdapter("successfactors"),
  };
}
