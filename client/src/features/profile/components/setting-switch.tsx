import { Flex, Stack, Switch, Text } from "@chakra-ui/react";

interface SettingSwitchProps {
  label: string;
  description?: string;
  defaultChecked?: boolean;
}

/** A labelled on/off toggle row (local state only; SPEC section 7: preferences make no call). */
export function SettingSwitch({ label, description, defaultChecked = false }: SettingSwitchProps) {
  return (
    <Switch.Root defaultChecked={defaultChecked} colorPalette="brand" width="full" asChild>
      <Flex as="label" justify="space-between" align="center" gap="4" py="3" cursor="pointer">
        <Stack gap="0.5">
          <Switch.Label fontWeight="medium">{label}</Switch.Label>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        <Switch.HiddenInput />
        <Switch.Control />
      </Flex>
    </Switch.Root>
  );
}
