import { Flex, Stack, Switch, Text } from "@chakra-ui/react";

interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off toggle row (the whole row is the label, so a click or Space anywhere on it toggles). */
export function SettingSwitch({ label, description, checked, onCheckedChange, disabled = false }: SettingSwitchProps) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onCheckedChange(e.checked)} disabled={disabled} colorPalette="brand" width="full" asChild>
      <Flex as="label" justify="space-between" align="center" gap="4" py="3" cursor={disabled ? "not-allowed" : "pointer"}>
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
