import { Text, type TextProps } from "@chakra-ui/react";
import { fullDateTime, relativeTime } from "../utils/relative-time";

/** '5 minutes ago' in a <time> element, with the full date and time on hover. */
export function TimeAgo({ iso, ...rest }: { iso: string } & TextProps) {
  return (
    <Text asChild {...rest}>
      <time dateTime={iso} title={fullDateTime(iso)}>
        {relativeTime(iso)}
      </time>
    </Text>
  );
}
