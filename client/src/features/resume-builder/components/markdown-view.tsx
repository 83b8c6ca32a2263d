import { Box, Code, Heading, Link, List, Separator, Text } from "@chakra-ui/react";
import { Fragment, useMemo, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "../utils/markdown";

const HEADING_SIZES = { 1: "2xl", 2: "md", 3: "sm", 4: "sm", 5: "xs", 6: "xs" } as const;

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "break":
        return <br key={i} />;
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <Code key={i} size="sm">
            {node.text}
          </Code>
        );
      case "link":
        return (
          <Link key={i} href={node.href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
            {renderInline(node.children)}
          </Link>
        );
      default:
        return null;
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case "heading": {
      const level = block.level;
      const isSection = level === 2;
      return (
        <Heading
          key={i}
          as={`h${Math.min(level + 1, 6)}` as "h2"}
          size={HEADING_SIZES[level]}
          mt={level === 1 ? "0" : isSection ? "5" : "3"}
          mb={isSection ? "2" : "1"}
          pb={isSection ? "1" : undefined}
          borderBottomWidth={isSection ? "1px" : undefined}
          borderColor="border"
          textTransform={isSection ? "uppercase" : undefined}
          letterSpacing={isSection ? "0.06em" : undefined}
          color={isSection ? "brand.fg" : undefined}
        >
          {renderInline(block.children)}
        </Heading>
      );
    }
    case "paragraph":
      return (
        <Text key={i} my="1.5" lineHeight="1.6">
          {renderInline(block.children)}
        </Text>
      );
    case "list":
      return (
        <List.Root key={i} as={block.ordered ? "ol" : "ul"} ps="5" my="1.5" gap="1" listStyleType={block.ordered ? "decimal" : "disc"}>
          {block.items.map((item, j) => (
            <List.Item key={j} lineHeight="1.55">
              {renderInline(item)}
            </List.Item>
          ))}
        </List.Root>
      );
    case "rule":
      return <Separator key={i} my="3" />;
    default:
      return null;
  }
}

/**
 * The built resume, rendered from markdown without any HTML injection (see utils/markdown.ts).
 * Markdown headings sit one level below the page's: the resume's name is an h2 on this screen.
 */
export function MarkdownView({ markdown, label }: { markdown: string; label: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <Box as="article" aria-label={label} fontSize="sm" color="fg">
      {blocks.map(renderBlock)}
    </Box>
  );
}
