import { Alert, Button, List } from "@chakra-ui/react";
import { FiEye } from "react-icons/fi";
import type { ReviewItem } from "../../../api/generated/model";

/** How a part of the form the person should check is marked: an orange frame they can see at a glance. */
export const CHECK_HIGHLIGHT = { borderColor: "orange.solid", borderWidth: "2px" } as const;

const SECTION: Record<ReviewItem["part"], string> = {
  name: "basic-heading",
  contact: "basic-heading",
  education: "basic-heading",
  skills: "basic-heading",
  experience: "experience-heading",
};

/**
 * When the reader was unsure of the resume's structure it says so and asks the person to check the
 * highlighted parts, rather than reporting sections as missing that the resume may well have.
 */
export function ReviewAlert({ items, onDone }: { items: ReviewItem[]; onDone: () => void }) {
  const goTo = (part: ReviewItem["part"]) => {
    const heading = document.getElementById(SECTION[part]);
    heading?.scrollIntoView({ behavior: "smooth", block: "start" });
    heading?.closest("section")?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
  };
  return (
    <Alert.Root status="warning" rounded="2xl" alignItems="flex-start" role="alert" aria-labelledby="review-heading">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title id="review-heading">Please check the highlighted parts</Alert.Title>
        <Alert.Description>
          We were not sure we read some of your resume's layout correctly. Your file is probably fine: check these parts of the form before you build.
          <List.Root mt="2" gap="1" ps="4">
            {items.map((item) => (
              <List.Item key={`${item.part}:${item.message}`}>
                <Button variant="plain" size="sm" h="auto" p="0" textAlign="start" whiteSpace="normal" onClick={() => goTo(item.part)}>
                  {item.message}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onDone}>
          <FiEye aria-hidden="true" />
          I have checked them
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
