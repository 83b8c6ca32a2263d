import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { system } from "../../../app/theme";
import { canRenderLottie } from "../can-animate";
import { Loader } from "../loader";

describe("<Loader/>", () => {
  it("announces its label as a status", () => {
    render(
      <ChakraProvider value={system}>
        <Loader label="Authenticating..." />
      </ChakraProvider>,
    );
    expect(screen.getByRole("status").textContent).toContain("Authenticating...");
  });

  it("degrades to a spinner where lottie cannot render (no canvas here)", () => {
    expect(canRenderLottie()).toBe(false);
    render(
      <ChakraProvider value={system}>
        <Loader />
      </ChakraProvider>,
    );
    expect(screen.getByTestId("loader-spinner")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading...");
  });
});
