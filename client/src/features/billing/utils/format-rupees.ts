/** Rupee amounts as people in India write them (Intl 'en-IN'): ₹399, ₹1,00,000, ₹79.50. */
const WHOLE = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return Number.isInteger(value) ? WHOLE.format(value) : WITH_PAISE.format(value);
}

/** A monthly price as shown on the cards: '₹199/mo'. */
export function formatMonthly(amount: number): string {
  return `${formatRupees(amount)}/mo`;
}
