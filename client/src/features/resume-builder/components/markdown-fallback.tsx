import { Box } from "@chakra-ui/react";
import Markdown, { type Components } from "react-markdown";

// Markdown headings sit one level below the page's: the resume's name is an h2 on this screen. Raw HTML is never
// rendered (react-markdown escapes it), and only web and mail links are kept.
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  a: ({ href, children }) => (href && /^(https?:|mailto:)/i.test(href) ? <a href={href} target="_blank" rel="noopener noreferrer">{children}</a> : <>{children}</>),
};

/** A resume built before the server sent its structured document (an old draft): its markdown, rendered by react-markdown. */
export default function MarkdownFallback({ markdown, label }: { markdown: string; label: string }) {
  return (
    <Box as="article" aria-label={label} fontSize="sm" color="fg" css={{ "& h2": { fontSize: "2xl", fontWeight: "bold" }, "& h3": { mt: "5", mb: "2", textTransform: "uppercase", color: "brand.fg", fontWeight: "semibold" }, "& h4": { mt: "3", fontWeight: "semibold" }, "& ul": { ps: "5", listStyleType: "disc" }, "& p": { my: "1.5" } }}>
      <Markdown components={components}>{markdown}</Markdown>
    </Box>
  );
}
