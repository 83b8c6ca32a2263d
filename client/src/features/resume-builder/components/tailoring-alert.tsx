import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ApiError } from "../../../api/http";
import type { PlanId } from "../../../api/generated/model";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { planDisplayName } from "../../../config/plans";

/** The plan named in a 402 body (`plan`), else the plan in effect. */
function planNameFrom(error: ApiError, planId: PlanId | undefined): string {
  const body = error.body as { plan?: unknown } | undefined;
  return typeof body?.plan === "string" && body.plan.trim() ? body.plan : planDisplayName(planId);
}

/**
 * SPEC section 8: build and Word export failures show the detail or message; the monthly build quota (402)
 * shows the 'Resume tailoring limit reached' callout instead.
 */
export function BuildErrorAlert({ error, planId, title }: { error: unknown; planId: PlanId | undefined; title: string }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 402) {
    const plan = planNameFrom(error, planId);
    return (
      <StatusAlert
        status="warning"
        title="Resume tailoring limit reached"
        message={`You've used every resume tailoring slot included in the ${plan} plan. Upgrade for more monthly builds and premium templates.`}
      >
        <Button asChild size="sm" colorPalette="orange" mt="2" alignSelf="flex-start">
          <RouterLink to={paths.pricing.getHref()}>View plans</RouterLink>
        </Button>
      </StatusAlert>
    );
  }
  return <ErrorAlert error={error} title={title} />;
}
