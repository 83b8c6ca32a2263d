import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/http";
import { shouldRetry } from "../query-client";

describe("query retries", () => {
  it("never retry a 4xx", () => {
    for (const status of [400, 401, 402, 403, 404, 409, 422, 429]) expect(shouldRetry(0, new ApiError("x", status))).toBe(false);
  });

  it("retry network errors and 5xx twice", () => {
    expect(shouldRetry(0, new ApiError("offline", 0))).toBe(true);
    expect(shouldRetry(1, new ApiError("down", 503))).toBe(true);
    expect(shouldRetry(2, new ApiError("down", 503))).toBe(false);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });
});
