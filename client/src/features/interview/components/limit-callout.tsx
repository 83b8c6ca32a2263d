import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { StatusAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";

/** SPEC section 8: the mock interview limit, with the server's message and a way to upgrade. */
export function LimitCallout({ message }: { message: string }) {
  return (
    <StatusAlert status="warning" title="Mock interviews limit reached" message={message}>
      <Link asChild mt="2" fontWeight="semibold" color="brand.fg" alignSelf="flex-start">
        <RouterLink to={paths.pricing.getHref()}>View plans and upgrade</RouterLink>
      </Link>
    </StatusAlert>
  );
}
