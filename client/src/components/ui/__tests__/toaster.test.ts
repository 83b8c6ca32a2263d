import { describe, expect, it } from "vitest";
import { toastAccent } from "../toaster";

describe("toastAccent", () => {
  it("tints a toast by its type", () => {
    expect(toastAccent("success", undefined)).toBe("green");
    expect(toastAccent("warning", {})).toBe("orange");
    expect(toastAccent("error", undefined)).toBe("red");
    expect(toastAccent("info", undefined)).toBe("brand");
    expect(toastAccent(undefined, undefined)).toBe("brand");
  });

  it("lets the caller's meta.accent choose the colour instead", () => {
    expect(toastAccent("info", { accent: "yellow" })).toBe("yellow");
    expect(toastAccent("warning", { accent: "" })).toBe("orange");
  });
});
