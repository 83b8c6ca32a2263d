import { isTag, type ChildNode, type Element } from "domhandler";
import { DomUtils } from "htmlparser2";
import mammoth from "mammoth";
import { decodeEntities, domToText, parseHtml, type HtmlDocument, type TagText, type TextStyle } from "../../lib/html-text";

/**
 * Text of a DOCX. Converting to HTML (rather than raw text) keeps each table cell, paragraph and
 * list item on its own line, and marks list items with a bullet so the parser sees them as bullets.
 */
export async function docxToText(bytes: Uint8Array, headers: string[] = []): Promise<string> {
  // Pictures are never opened: only text is wanted, and an image can be a bomb of its own.
  const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: skipImages });
  // A name and contact line kept in the page header come first, as they appear on the page.
  const top = [...new Set(headers.map(headerText).filter(Boolean))].join("\n");
  const body = wordHtmlToText(html);
  return top ? `${top}\n${body}` : body;
}

/** Mammoth's HTML of a Word document as lines of text, a sidebar layout's main cell first. */
export function wordHtmlToText(html: string): string {
  const page = parseHtml(html);
  mainCellFirst(page);
  return domToText(page, WORD_PAGE);
}

const ENDS_LINE: TagText = { open: "", close: "\n" };

/**
 * What mammoth's HTML of a Word document becomes: each paragraph, heading, table cell and row ends a line, list
 * items are bullets, and inline elements are nothing at all (a word Word split into runs of different formatting,
 * "<strong>Jo</strong>hn", stays one word).
 */
const WORD_PAGE: TextStyle = {
  tags: {
    ...Object.fromEntries(["p", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "table", "ul", "ol", "div"].map((tag) => [tag, ENDS_LINE])),
    li: { open: "\n• ", close: "\n" },
    br: { open: "\n", close: "" },
  },
  other: { open: "", close: "" },
};

/**
 * A page laid out as a one-row table (a sidebar cell beside the main cell) is read main cell first:
 * the cell with more text holds the name, summary and experience, as the widest column of a PDF does.
 * Rearranges the page in place.
 */
export function mainCellFirst(page: HtmlDocument): void {
  const table = DomUtils.findOne((el) => el.name === "table", page.children, true);
  if (!table) return;
  const rows = outermost(table, "tr");
  if (rows.length !== 1) return;
  const cells = outermost(rows[0]!, "td");
  if (cells.length !== 2) return;
  const [side, main] = cells as [Element, Element];
  if (DomUtils.textContent(main).length <= DomUtils.textContent(side).length || main.parent !== side.parent) return;
  DomUtils.removeElement(main);
  DomUtils.prepend(side, main);
}

/** The elements named `tag` inside `root`, not counting those inside a nested table or inside another match. */
function outermost(root: Element, tag: string): Element[] {
  const found: Element[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === tag) found.push(node);
      else if (node.name !== "table") visit(node.children);
    }
  };
  visit(root.children);
  return found;
}

/** The paragraphs of a header part (WordprocessingML), one per line; tabs between runs become spaces. */
export function headerText(xml: string): string {
  const paragraphs = xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? [];
  const lines = paragraphs.map((p) =>
    decodeEntities(
      (p.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>|<w:br\/>/g) ?? [])
        .map((t) => (t.startsWith("<w:t") && !t.startsWith("<w:tab") ? t.replace(/<[^>]+>/g, "") : " "))
        .join(""),
    )
      .replace(/\s+/g, " ")
      .trim(),
  );
  return lines.filter(Boolean).join("\n");
}
