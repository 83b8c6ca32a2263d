import { createToaster } from "@chakra-ui/react";
import { TOAST_DURATION_MS } from "./toast-options";

/** The toast store itself (zag's machine and store), loaded with the first toast: see toaster.tsx. */
export const toastStore = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});
