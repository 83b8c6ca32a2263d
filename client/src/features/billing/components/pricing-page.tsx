import { PagePlaceholder } from "../../../components/ui/page-placeholder";

/** SPEC section 2, Pricing. Placeholder until its feature issue replaces it. */
export default function PricingPage() {
  return (
    <PagePlaceholder
      title="Pricing"
      description="Simple monthly plans in Indian rupees, with an always-free toolkit to start."
    />
  );
}
