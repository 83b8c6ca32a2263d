import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText } from "./html-text";

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references, any HTML5 name, and ₹ written as &rupee;", () => {
    expect(decodeEntities("R&amp;D &lt;b&gt; &#8377;5 &#x20B9;6 &rupee;7 &hellip; &frac12; &AMP;")).toBe("R&D <b> ₹5 ₹6 ₹7 … ½ &");
  });

  it("keeps what is not a reference as written, and never lets control characters through", () => {
    expect(decodeEntities("AT&T &copy2020 &nosuchname; &#1;&#xD800;")).toBe("AT&T &copy2020 &nosuchname;   ");
  });

  it("makes a no-break space a plain space and drops a soft hyphen", () => {
    expect(decodeEntities("a&nbsp;b co&shy;operate")).toBe("a b cooperate");
  });
});

describe("htmlToText", () => {
  it("decodes once, after the tags are gone: escaped markup stays text", () => {
    expect(htmlToText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>SQL</li></ul>")).toBe("<script>alert(1)</script>\n\n• SQL");
  });

  it("reads markup as a parser does: a '>' inside an attribute, a doctype, a tag cut off at the end", () => {
    expect(htmlToText('<!DOCTYPE html><p title="a > b">Pune &gt; Mumbai</p><p>1 < 2</p><p class=')).toBe("Pune > Mumbai\n\n1 < 2");
  });

  it("keeps words in neighbouring inline elements apart and breaks lines at blocks", () => {
    expect(htmlToText("<p><b>Skills:</b><span>SQL</span></p><div>Pune<br>Remote</div>")).toBe("Skills: SQL\n\nPune\nRemote");
  });
});
