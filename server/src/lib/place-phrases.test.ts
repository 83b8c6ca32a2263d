import { describe, expect, it } from "vitest";
import { blankPhraseNames, placePhrases, tierOf } from "./place-phrases";

/** How the name at its first occurrence in the text reads. */
const tier = (text: string, name: string) => {
  const at = text.indexOf(name);
  return tierOf(placePhrases(text), at, at + name.length, name);
};

describe("roads, phases, sectors and industrial areas named in a place", () => {
  it("When a road is named after a town, Then the town is not read as the place, and the city named after the road is", () => {
    expect(tier("hosur road, bengaluru 560029", "hosur")).toBe("none");
    expect(tier("hosur road, bengaluru 560029", "bengaluru")).toBe("out");
    expect(tier("old madras road", "madras")).toBe("none");
    expect(tier("pune-nashik highway, chakan", "pune")).toBe("none");
    expect(tier("pune-nashik highway, chakan", "nashik")).toBe("none");
    expect(tier("delhi road, meerut", "delhi")).toBe("none");
    expect(tier("12 mysore road bengaluru", "mysore")).toBe("none");
    expect(tier("12 mysore road bengaluru", "bengaluru")).toBe("out");
  });

  it("When a road is named after a locality, or the gazetteer knows the road by its whole name, Then it reads only when nothing outside does", () => {
    expect(tier("sarjapur road", "sarjapur")).toBe("in");
    expect(tier("whitefield main road", "whitefield")).toBe("in");
    expect(tier("hosur road", "hosur road")).toBe("in");
    expect(tier("hsr layout, bengaluru", "hsr layout")).toBe("in");
  });

  it("When a phase, sector, MIDC or tech park follows a name, Then it is an area's name (read when nothing outside is, or when it is a town of the same region)", () => {
    expect(tier("chakan midc phase 2, pune", "chakan")).toBe("area");
    expect(tier("chakan midc phase 2, pune", "pune")).toBe("out");
    expect(tier("infopark phase 2, kakkanad", "infopark")).toBe("area");
    expect(tier("infopark phase 2, kakkanad", "kakkanad")).toBe("out");
    expect(tier("electronic city phase 1", "electronic city")).toBe("area");
    expect(tier("noida sector 62", "noida")).toBe("area");
    expect(tier("sector 62, noida", "noida")).toBe("out");
    expect(tier("midc bhosari", "bhosari")).toBe("out");
  });

  it("When a place names no road or area, Then every name is read as it is", () => {
    expect(placePhrases("hosur, tamil nadu")).toEqual([]);
    expect(placePhrases("mysuru, karnataka")).toEqual([]);
    // "3rd" is not "rd" (road), and a word merely containing a keyword is none.
    expect(placePhrases("3rd cross, roadside, kanjurmarg")).toEqual([]);
  });

  it("blanks the words before each keyword, keeping positions, so a state a road is named after is not read", () => {
    expect(blankPhraseNames("delhi road, meerut", placePhrases("delhi road, meerut"))).toBe("      road, meerut");
  });
});
