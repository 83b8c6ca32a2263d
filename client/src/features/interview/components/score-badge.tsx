import { Badge, type BadgeProps } from "@chakra-ui/react";
import { formatScore, scoreBand } from "../utils/interview-helpers";

/** An answer's score 'N/10', green at 8 or more, yellow at 6 or more, red below (SPEC section 9). */
export function ScoreBadge({ score, ...rest }: { score: number } & Omit<BadgeProps, "children">) {
  const band = scoreBand(score);
  return (
    <Badge
      colorPalette={band}
      variant="solid"
      size="lg"
      data-band={band}
      aria-label={`Score ${formatScore(score)} out of 10`}
      flexShrink={0}
      {...rest}
    >
      {formatScore(score)}/10
    </Badge>
  );
}
