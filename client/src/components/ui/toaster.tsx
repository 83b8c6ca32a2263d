import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/**
 * The app's one toaster. Anywhere: `toaster.create({ title, description, type: "success" | "error" | "info" | "warning" })`.
 * SPEC section 9: toasts stay 6 seconds unless a caller says otherwise.
 * `meta: { accent: "green" }` (any colour palette) tints a toast's stripe and icon when its type's colour is not the right one.
 */
export const TOAST_DURATION_MS = 6000;

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
});

const TYPE_ACCENT: Record<string, string> = { success: "green", warning: "orange", error: "red", info: "brand", loading: "brand" };

/** The colour palette of a toast's accent stripe and icon: the caller's `meta.accent`, else its type's colour. */
export function toastAccent(type: string | undefined, meta: Record<string, unknown> | undefined): string {
  const accent = meta?.accent;
  if (typeof accent === "string" && accent) return accent;
  return TYPE_ACCENT[type ?? "info"] ?? "brand";
}

/**
 * Rendered once by the app providers. Toasts are calm panels with a coloured stripe and icon rather than solid
 * colour blocks. On a phone a long description is cut to three lines so two toasts never cover the screen; the
 * whole text stays in the page for screen readers.
 */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root
            width={{ md: "sm" }}
            colorPalette={toastAccent(toast.type, toast.meta)}
            bg="bg.panel"
            color="fg"
            borderWidth="1px"
            borderColor="border"
            borderInlineStartWidth="4px"
            borderInlineStartColor="colorPalette.solid"
            boxShadow="lg"
            py={{ base: "3", md: "4" }}
          >
            {toast.type === "loading" ? <Spinner size="sm" color="colorPalette.solid" /> : <Toast.Indicator color="colorPalette.fg" />}
            <Stack gap="1" flex="1" maxWidth="100%" minWidth="0">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description color="fg.muted" opacity="1" lineClamp={{ base: 3, md: "none" }}>
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
