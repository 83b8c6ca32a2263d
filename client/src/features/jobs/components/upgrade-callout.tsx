import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { StatusAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";

/** SPEC sections 2 and 8: the upgrade callout ('Daily limit reached', or partial results) with 'View plans'. */
export function UpgradeCallout({ title, message }: { title: string; message: string }) {
  return (
    <StatusAlert status="warning" title={title} message={message}>
      <Button asChild size="sm" colorPalette="orange" mt="2" alignSelf="flex-start">
        <RouterLink to={paths.pricing.getHref()}>View plans</RouterLink>
      </Button>
    </StatusAlert>
  );
}
