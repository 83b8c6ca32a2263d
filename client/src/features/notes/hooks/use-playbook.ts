import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { getListPlaybooksQueryKey, getPlaybook, useGenerateNotes } from "../../../api/generated/endpoints/notes/notes";
import type { Playbook, PlaybookRequest } from "../../../api/generated/model";

/** SPEC section 8: shown when generation fails and the server gives no detail (the fetch layer supplies it). */
export const GENERATE_FAILED = "Unable to generate notes right now.";
const OPEN_FAILED = "Unable to open that playbook right now.";

export type PlaybookStatus = "idle" | "generating" | "opening" | "ready" | "error";

export interface PlaybookState {
  status: PlaybookStatus;
  playbook: Playbook | null;
  error: string | null;
}

const message = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/**
 * SPEC section 4, Playbook: idle -> generating (clears the earlier result and error) -> result or error.
 * Also reopens a stored playbook from the recent list. Only the latest request may set the state, so a slow
 * earlier answer never replaces a newer one.
 */
export function usePlaybook() {
  const queryClient = useQueryClient();
  const generateNotes = useGenerateNotes();
  const [state, setState] = useState<PlaybookState>({ status: "idle", playbook: null, error: null });
  const latest = useRef(0);

  const run = useCallback(
    async (status: "generating" | "opening", work: () => Promise<Playbook>, fallback: string) => {
      const ticket = ++latest.current;
      setState({ status, playbook: null, error: null });
      try {
        const playbook = await work();
        if (ticket === latest.current) setState({ status: "ready", playbook, error: null });
      } catch (err) {
        if (ticket === latest.current) setState({ status: "error", playbook: null, error: message(err, fallback) });
      }
    },
    [],
  );

  const generate = useCallback(
    (request: PlaybookRequest) =>
      run(
        "generating",
        async () => {
          const playbook = await generateNotes.mutateAsync({ data: request });
          // The recent list gains this playbook.
          void queryClient.invalidateQueries({ queryKey: getListPlaybooksQueryKey() });
          return playbook;
        },
        GENERATE_FAILED,
      ),
    [generateNotes, queryClient, run],
  );

  const open = useCallback((id: string) => run("opening", () => getPlaybook(id), OPEN_FAILED), [run]);

  return { ...state, busy: state.status === "generating" || state.status === "opening", generate, open };
}
