import { Button, DataList, Skeleton, Stack } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import { planDisplayName } from "../../../config/plans";
import type { CurrentUser } from "../../../hooks/use-current-user";
import { SectionCard } from "./section-card";

/** Email, name or 'Not provided', user ID or 'N/A', plan name; an 'Update Profile' form that does nothing (SPEC section 2). */
export function ProfileTab({ me }: { me: CurrentUser }) {
  const id = me.user?.id || me.record?.id || "";
  const rows: Array<[string, React.ReactNode]> = [
    ["Email", me.email || "Not provided"],
    ["Name", me.name || "Not provided"],
    ["User ID", id || "N/A"],
    ["Plan", me.isLoading ? <Skeleton height="4" width="20" /> : planDisplayName(me.plan)],
  ];
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack gap="6">
      <SectionCard title="Profile information" description="The details on your Hirewise account.">
        <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="lg">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </SectionCard>
      <SectionCard title="Update Profile">
        <form onSubmit={onSubmit} aria-label="Update Profile" key={me.user?.id ?? "pending"}>
          <Stack gap="4" maxW="md">
            <FormField label="Name" name="name" autoComplete="name" defaultValue={me.name} />
            <FormField label="Email" name="email" type="email" autoComplete="email" defaultValue={me.email} />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start">
              Update Profile
            </Button>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  );
}
