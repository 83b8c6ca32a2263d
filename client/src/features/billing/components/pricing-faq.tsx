import { Accordion, Box, Heading, Span } from "@chakra-ui/react";

/** SPEC section 2: three questions. */
export const FAQ_ITEMS = [
  {
    value: "free-toolkit",
    question: "What does the free toolkit include?",
    answer:
      "Basic resume parsing, five cached job matches daily, a short mock interview, one resume-versus-job-description comparison and weekly AI career tips.",
  },
  {
    value: "change-plan",
    question: "Can I upgrade or downgrade later?",
    answer: "Yes. Upgrade or downgrade at any time: changes take effect immediately and billing is pro-rated.",
  },
  {
    value: "interviews",
    question: "Where do mock interviews and voice coaching happen?",
    answer: "Mock interviews and voice coaching run in your dashboard, with transcripts and feedback after every session.",
  },
];

export function PricingFaq() {
  return (
    <Box as="section" aria-labelledby="faq-heading" maxW="3xl" mx="auto" width="full">
      <Heading as="h2" id="faq-heading" size="xl" textAlign="center" mb="6">
        Frequently asked questions
      </Heading>
      <Accordion.Root collapsible multiple defaultValue={[FAQ_ITEMS[0]!.value]} variant="enclosed" bg="bg">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.value} value={item.value}>
            <Accordion.ItemTrigger cursor="pointer" py="4">
              <Span flex="1" fontWeight="semibold">
                {item.question}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
