import { PagePlaceholder } from "../../../components/ui/page-placeholder";

/** SPEC section 2, Checkout. Placeholder until its feature issue replaces it. */
export default function CheckoutPage() {
  return (
    <PagePlaceholder
      title="Checkout"
      description="Review your plan and pay securely by card to upgrade."
    />
  );
}
