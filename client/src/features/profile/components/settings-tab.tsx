import { Button, Separator, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import { SectionCard } from "./section-card";
import { SettingSwitch } from "./setting-switch";

/** Privacy and security switches and a Change Password form whose button does nothing (SPEC section 2). */
export function SettingsTab() {
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack gap="6">
      <SectionCard title="Account settings">
        <Stack separator={<Separator />} gap="0">
          <SettingSwitch label="Private Profile" description="Hide your profile from recruiters." />
          <SettingSwitch label="Email Notifications" description="Get account updates by email." defaultChecked />
          <SettingSwitch label="Two-Factor Authentication" description="Ask for a second step when you log in." />
        </Stack>
      </SectionCard>
      <SectionCard title="Change Password">
        <form onSubmit={onSubmit} aria-label="Change Password">
          <Stack gap="4" maxW="md">
            <FormField label="Current Password" name="current-password" type="password" autoComplete="current-password" />
            <FormField label="New Password" name="new-password" type="password" autoComplete="new-password" />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start">
              Update Password
            </Button>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  );
}
