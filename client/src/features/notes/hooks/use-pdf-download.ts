import { useCallback, useRef, useState } from "react";
import { fetchBlob } from "../../../api/http";
import { pdfFileName, savePdf } from "../utils/save-pdf";

/** SPEC section 8: the PDF download failure message. */
export const DOWNLOAD_FAILED = "Download failed. Please try again.";

export type DownloadState = "idle" | "preparing";

/** SPEC section 4: PDF download idle -> preparing -> idle, saving the file as an application/pdf download. */
export function usePdfDownload() {
  const [state, setState] = useState<DownloadState>("idle");
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const download = useCallback(async (pdfUrl: string, filename: string | null | undefined) => {
    if (inFlight.current) return; // one download at a time: a double click must not save twice
    inFlight.current = true;
    setState("preparing");
    setError(null);
    try {
      const blob = await fetchBlob(pdfUrl);
      savePdf(blob, pdfFileName(filename));
    } catch {
      setError(DOWNLOAD_FAILED);
    } finally {
      inFlight.current = false;
      setState("idle");
    }
  }, []);

  return { state, preparing: state === "preparing", error, download };
}
