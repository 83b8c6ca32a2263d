import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../../testing/test-utils";
import { canRenderLottie } from "../can-animate";
import { Loader } from "../loader";

describe("<Loader/>", () => {
  it("announces its label as a status", () => {
    renderWithTheme(<Loader label="Authenticating..." />);
    expect(screen.getByRole("status").textContent).toContain("Authenticating...");
  });

  it("degrades to a spinner where lottie cannot render (no canvas here)", () => {
    expect(canRenderLottie()).toBe(false);
    renderWithTheme(<Loader />);
    expect(screen.getByTestId("loader-spinner")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading...");
  });
});
