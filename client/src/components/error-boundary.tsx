import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** What to show instead; a function gets the error. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Shows `fallback` instead of a subtree that failed to render. */
export class ErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === "function" ? fallback(this.state.error) : fallback;
  }
}
