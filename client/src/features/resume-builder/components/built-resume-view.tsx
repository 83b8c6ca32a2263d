import { Box, Heading, Link, List, Text } from "@chakra-ui/react";
import { lazy, Suspense, type ReactNode } from "react";
import type { BuiltResumeBlock, BuiltResumeDocument } from "../../../api/generated/model";

/** Only web and mail links become links; anything else stays text. */
function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:)[^\s<>"]+$/i.test(href)) return href;
  if (/^www\.[^\s<>"]+$/i.test(href)) return `https://${href}`;
  return null;
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="md" mt="5" mb="2" pb="1" borderBottomWidth="1px" borderColor="border" textTransform="uppercase" letterSpacing="0.06em" color="brand.fg">
      {children}
    </Heading>
  );
}

function Bullets({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <List.Root as="ul" ps="5" my="1.5" gap="1" listStyleType="disc">
      {items.map((item, i) => (
        <List.Item key={i} lineHeight="1.55">
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

function Block({ block }: { block: BuiltResumeBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <Text my="1.5" lineHeight="1.6">
          {block.text}
        </Text>
      );
    case "list":
      return <Bullets items={block.items ?? []} />;
    case "skills":
      return (
        <List.Root as="ul" ps="5" my="1.5" gap="1" listStyleType="disc">
          {(block.groups ?? []).map((g) => (
            <List.Item key={g.label} lineHeight="1.55">
              <strong>{g.label}:</strong> {g.items.join(", ")}
            </List.Item>
          ))}
        </List.Root>
      );
    case "entry": {
      const href = block.meta ? safeHref(block.meta) : null;
      return (
        <Box mt="3">
          {block.title ? (
            <Heading as="h4" size="sm" mb="1">
              {block.title}
            </Heading>
          ) : null}
          {block.meta ? (
            <Text fontSize="sm" color="fg.muted">
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
                  {block.meta}
                </Link>
              ) : (
                block.meta
              )}
            </Text>
          ) : null}
          <Bullets items={block.bullets ?? []} />
        </Box>
      );
    }
    default:
      return null;
  }
}

/** Drafts saved before the server sent its document hold only markdown: a well-kept library renders those. */
const MarkdownFallback = lazy(() => import("./markdown-fallback"));

/**
 * The built resume as the server structured it (the same document its markdown, Word file and PDF come from):
 * nothing is parsed here. The resume's name is an h2 on this screen.
 */
export function BuiltResumeView({ document, markdown, label }: { document: BuiltResumeDocument | null; markdown: string; label: string }) {
  if (!document) {
    return (
      <Suspense fallback={null}>
        <MarkdownFallback markdown={markdown} label={label} />
      </Suspense>
    );
  }
  return (
    <Box as="article" aria-label={label} fontSize="sm" color="fg">
      {document.name ? (
        <Heading as="h2" size="2xl">
          {document.name}
        </Heading>
      ) : null}
      {document.contact.length ? (
        <Text my="1.5" lineHeight="1.6">
          {document.contact.join(" | ")}
        </Text>
      ) : null}
      {document.headline ? (
        <Text my="1.5" fontWeight="bold">
          {document.headline}
        </Text>
      ) : null}
      {document.sections.map((section, i) => (
        <Box as="section" key={`${section.heading}-${i}`}>
          <SectionHeading>{section.heading}</SectionHeading>
          {section.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
