import { Button, Separator, Stack } from "@chakra-ui/react";
import { SectionCard } from "./section-card";
import { SettingSwitch } from "./setting-switch";

/** Email and push toggles and a 'Save Preferences' button that does nothing (SPEC section 2). */
export function NotificationsTab() {
  return (
    <Stack gap="6">
      <SectionCard title="Email notifications">
        <Stack separator={<Separator />} gap="0">
          <SettingSwitch label="Job Alert Notifications" description="New roles that match your profile." defaultChecked />
          <SettingSwitch label="Application Updates" description="Progress on the applications you send." defaultChecked />
          <SettingSwitch label="Product News & Updates" description="New tools and improvements." />
        </Stack>
      </SectionCard>
      <SectionCard title="Push notifications">
        <Stack separator={<Separator />} gap="0">
          <SettingSwitch label="Job Alerts" defaultChecked />
          <SettingSwitch label="Messages" defaultChecked />
        </Stack>
      </SectionCard>
      <Button colorPalette="brand" alignSelf="flex-start" type="button">
        Save Preferences
      </Button>
    </Stack>
  );
}
