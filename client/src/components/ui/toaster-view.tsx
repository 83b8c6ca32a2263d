import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { toastStore } from "./toast-store";
import { toastAccent } from "./toast-options";

/**
 * The toast region (loaded by <Toaster/> with the first toast). Toasts are calm panels with a coloured stripe and icon rather than solid
 * colour blocks. On a phone a long description is cut to three lines so two toasts never cover the screen; the
 * whole text stays in the page for screen readers.
 */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: "4" }}>
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
