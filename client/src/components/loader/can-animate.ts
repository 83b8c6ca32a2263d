/**
 * lottie-web needs a real canvas/SVG implementation when it is imported. DOM emulators (happy-dom, jsdom)
 * and non-browser environments lack one, so the loader shows a spinner there instead.
 */
export function canRenderLottie(): boolean {
  if (typeof window === "undefined" || typeof document === "undefined") return false;
  try {
    return Boolean(document.createElement("canvas").getContext("2d"));
  } catch {
    return false;
  }
}
