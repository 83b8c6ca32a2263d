import { Flex, Spinner, Text, type FlexProps } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "../error-boundary";
import { prefersReducedMotion } from "../../lib/media-query";
import { canRenderLottie } from "./can-animate";

const HandAnimation = lazy(() => import("./hand-animation"));

/**
 * How long a wait lasts before the animation is fetched and shown. Most waits (a screen's chunk, the session check)
 * end sooner and never download lottie (about 50 KB gzipped); until then, and where it cannot run, a spinner shows.
 */
export const ANIMATION_DELAY_MS = 1000;

/** True once the component has been on screen for `ms`. */
function useAfter(ms: number): boolean {
  const [due, setDue] = useState(ms <= 0);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), ms);
    return () => clearTimeout(timer);
  }, [due, ms]);
  return due;
}

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
 * It appears once a wait passes ANIMATION_DELAY_MS, with a spinner before that; where it cannot render (no canvas,
 * failed chunk, lottie error) the spinner stays. The label is always there.
 */
export function Loader({ label = "Loading...", size = 160, fullPage = false, ...rest }: LoaderProps) {
  const [canAnimate] = useState(canRenderLottie);
  const [still] = useState(prefersReducedMotion);
  const animate = useAfter(ANIMATION_DELAY_MS) && canAnimate;
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
