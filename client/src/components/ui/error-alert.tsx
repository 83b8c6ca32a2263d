import { Alert, type AlertRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface StatusAlertProps extends Omit<AlertRootProps, "title" | "status"> {
  title?: ReactNode;
  /** The text to show; for a failed call, the ApiError's `.message` (the server's detail or the fallback). */
  message?: ReactNode;
  status?: "error" | "warning" | "info" | "success";
}

/** The shared alert: red for failures (SPEC section 8), also usable for info, warning and success notes. */
export function StatusAlert({ title, message, status = "error", children, ...rest }: StatusAlertProps) {
  return (
    // Chakra's Alert has no live-region role: errors and warnings interrupt (alert), the rest wait (status).
    <Alert.Root
      status={status}
      role={status === "error" || status === "warning" ? "alert" : "status"}
      data-status={status}
      borderRadius="lg"
      {...rest}
    >
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {message && <Alert.Description>{message}</Alert.Description>}
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A red alert with an error's message; renders nothing without an error. */
export function ErrorAlert({ error, title, ...rest }: { error: unknown; title?: ReactNode } & Omit<AlertRootProps, "title" | "status">) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "Something went wrong. Please try again.";
  return <StatusAlert status="error" title={title} message={message} {...rest} />;
}
