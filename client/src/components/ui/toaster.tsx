import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/**
 * The app's one toaster. Anywhere: `toaster.create({ title, description, type: "success" | "error" | "info" | "warning" })`.
 * SPEC section 9: toasts stay 6 seconds unless a caller says otherwise.
 */
export const TOAST_DURATION_MS = 6000;

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

/** Rendered once by the app providers. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
