import { Card } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

/** A titled panel of the Account screen: a landmark section named by its heading. */
export function SectionCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg">
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
