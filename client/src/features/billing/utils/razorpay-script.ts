import type { RazorpayConstructor } from "./checkout";

export const RAZORPAY_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
export const SCRIPT_LOAD_FAILED = "Razorpay's checkout script failed to load. Please check your network connection and try again.";

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let pending: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay's checkout script once and caches it (SPEC section 7): every later call gets the same promise.
 * A failed load is not cached, so pressing pay again tries again.
 */
export function loadRazorpay(doc: Document = document): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (pending) return pending;
  pending = new Promise<RazorpayConstructor>((resolve, reject) => {
    const fail = (script?: HTMLScriptElement) => {
      script?.remove();
      pending = null;
      reject(new Error(SCRIPT_LOAD_FAILED));
    };
    let script = doc.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
    if (!script) {
      script = doc.createElement("script");
      script.src = RAZORPAY_SCRIPT_URL;
      script.async = true;
      doc.body.appendChild(script);
    }
    const el = script;
    el.addEventListener("load", () => (window.Razorpay ? resolve(window.Razorpay) : fail(el)), { once: true });
    el.addEventListener("error", () => fail(el), { once: true });
  });
  return pending;
}

