import createClient from "openapi-fetch";
import type { paths } from "../../common/generated/openapi";

/**
 * A typed client for driving the API as a signed-in user, as an integrator would: openapi-fetch over the
 * types generated from the contract, so a test whose request or response drifts from it fails to typecheck.
 */
export function typedApi(baseUrl: string, accessToken: string) {
  return createClient<paths>({ baseUrl: `${baseUrl}/api/v1`, headers: { Authorization: `Bearer ${accessToken}` } });
}
