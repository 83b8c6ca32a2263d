import { getListPlansQueryKey, useListPlans } from "../../../api/generated/endpoints/billing/billing";

/** The plan catalogue (`GET /plans`, public): one source for prices, copy and limits. */
export function usePlans() {
  return useListPlans({ query: { queryKey: getListPlansQueryKey(), staleTime: 10 * 60_000 } });
}
