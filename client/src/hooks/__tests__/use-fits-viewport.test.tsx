import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFitsViewport } from "../use-fits-viewport";

function Panel() {
  const [ref, fits] = useFitsViewport<HTMLDivElement>(120);
  return (
    <div ref={ref} data-testid="panel">
      {fits ? "fits" : "too tall"}
    </div>
  );
}

let height = 0;
let resized: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ height }) as DOMRect);
  vi.stubGlobal("innerHeight", 900);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useFitsViewport", () => {
  it("says whether the element and the reserved room fit the window, and follows resizes of either", () => {
    height = 700;
    render(<Panel />);
    expect(screen.getByTestId("panel").textContent).toBe("fits");

    height = 800; // 800 + 120 > 900
    act(() => resized?.());
    expect(screen.getByTestId("panel").textContent).toBe("too tall");

    vi.stubGlobal("innerHeight", 1000);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(screen.getByTestId("panel").textContent).toBe("fits");
  });
});
