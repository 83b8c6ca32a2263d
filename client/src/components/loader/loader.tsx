import { Flex, Spinner, Text, type FlexProps } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { ErrorBoundary } from "../error-boundary";
import { prefersReducedMotion } from "../../lib/media-query";
import { canRenderLottie } from "./can-animate";

const HandAnimation = lazy(() => import("./hand-animation"));

interface LoaderProps extends FlexProps {
  /** What the app is waiting for, e.g. 'Authenticating...'. Always shown as text, so it is announced. */
  label?: string;
  /** Width and height of the animation in pixels. */
  size?: number;
  /** Centre the loader in a screen-height area (route and guard fallbacks). */
  fullPage?: boolean;
}

function SpinnerFallback({ size }: { size: number }) {
  return (
    <Flex width={`${size}px`} height={`${size}px`} align="center" justify="center" data-testid="loader-spinner">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Flex>
  );
}

/**
 * The loading animation (SPEC section 2: a hand with drumming fingers and the word LOADING, 512x512, 60 fps, 43 frames).
 * Where it cannot render (no canvas, failed chunk, lottie error) it degrades to a spinner; the label is always there.
 */
export function Loader({ label = "Loading...", size = 160, fullPage = false, ...rest }: LoaderProps) {
  const [animate] = useState(canRenderLottie);
  const [still] = useState(prefersReducedMotion);
  const fallback = <SpinnerFallback size={size} />;
  return (
    <Flex
      role="status"
      aria-live="polite"
      direction="column"
      align="center"
      justify="center"
      gap="2"
      py="8"
      minH={fullPage ? "60vh" : undefined}
      width="100%"
      {...rest}
    >
      <span aria-hidden="true">
        {animate ? (
          <ErrorBoundary fallback={fallback}>
            <Suspense fallback={fallback}>
              <HandAnimation size={size} still={still} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          fallback
        )}
      </span>
      <Text color="fg.muted" fontWeight="medium" fontSize="sm">
        {label}
      </Text>
    </Flex>
  );
}
