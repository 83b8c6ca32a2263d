import type { BillingSummary } from "../../../api/generated/model";

const DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

/** '18 Dec 2026'; '' for a missing or bad date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : DATE.format(d);
}

/** A payment's amount (in paise, as Razorpay counts) in its currency: 19900 INR -> '₹199', 19950 -> '₹199.50'. */
export function formatAmount(paise: number, currency = "INR"): string {
  const whole = paise % 100 === 0;
  try {
    return new Intl.NumberFormat("en-IN", { style: "currency", currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(paise / 100);
  } catch {
    return `${(paise / 100).toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** How the user has the plan in effect, in words for the Billing tab. */
export function planStatusText(summary: Pick<BillingSummary, "status" | "paid_through" | "plan" | "lapsed">): { badge: string; palette: string; line: string } {
  if (summary.status === "paid") {
    const until = formatDate(summary.paid_through);
    return {
      badge: "Paid",
      palette: "green",
      line: until
        ? `Paid through ${until}. Plans are paid a month at a time; nothing is charged automatically. Changing plan credits the days you have not used.`
        : "Paid.",
    };
  }
  if (summary.lapsed && summary.status === "free") {
    return {
      badge: "Free",
      palette: "gray",
      line: `Your ${summary.lapsed.plan_name} plan ended on ${formatDate(summary.lapsed.ended_at)}, so you're on the free toolkit. Choose a plan on the pricing page to continue.`,
    };
  }
  if (summary.status === "promotion") {
    return { badge: "Launch promotion", palette: "purple", line: `${summary.plan.name} is free for you during our launch promotion; nothing to pay.` };
  }
  return { badge: "Free", palette: "gray", line: "The free toolkit is included forever." };
}
