import { describe, expect, it } from "vitest";
import { addKeywords, cleanKeywords, MAX_KEYWORDS, NO_KEYWORDS_MESSAGE, removeKeyword, STOP_WORDS } from "./keywords";

describe("cleanKeywords (SPEC section 5)", () => {
  it("splits on comma, semicolon, pipe, slash and newline", () => {
    expect(cleanKeywords("python,sql;tableau|excel/docker\nkubernetes")).toEqual(["python", "sql", "tableau", "excel", "docker", "kubernetes"]);
  });

  it("lowercases every keyword", () => {
    expect(cleanKeywords("Python, SQL, Power BI")).toEqual(["python", "sql", "power bi"]);
  });

  it("drops characters other than letters, digits, + # / - and space", () => {
    expect(cleanKeywords("C++, C#, node.js, (react), ci-cd, 3d!")).toEqual(["c++", "c#", "nodejs", "react", "ci-cd", "3d"]);
    expect(cleanKeywords("résumé écrit")).toEqual(["résumé écrit"]);
  });

  it("drops the stop words, and a keyword made only of stop words", () => {
    expect(cleanKeywords("analysis of data, the, and, I, my, were")).toEqual(["analysis data"]);
    expect([...STOP_WORDS].sort()).toEqual(
      ["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "i", "in", "is", "me", "my", "of", "on", "or", "the", "to", "was", "were", "with"],
    );
  });

  it("drops phrases over 4 words (counted after stop words are gone) and keeps 4-word phrases", () => {
    expect(cleanKeywords("search engine marketing paid ads, google ads manager certified expert")).toEqual([]);
    expect(cleanKeywords("search engine marketing strategy")).toEqual(["search engine marketing strategy"]);
    expect(cleanKeywords("management of the paid search team")).toEqual(["management paid search team"]);
  });

  it("removes duplicates, including ones that differ only in case or punctuation", () => {
    expect(cleanKeywords("SQL, sql, S.Q.L, python")).toEqual(["sql", "python"]);
  });

  it("drops a keyword contained in a longer one", () => {
    expect(cleanKeywords("ads, google ads, java, javascript")).toEqual(["google ads", "javascript"]);
    // Substring, as written: 'r' is inside 'power bi'.
    expect(cleanKeywords("python, r, power bi")).toEqual(["python", "power bi"]);
  });

  it("keeps at most 8, in the order given", () => {
    const many = "one1, two2, three3, four4, five5, six6, seven7, eight8, nine9, ten10";
    expect(cleanKeywords(many)).toEqual(["one1", "two2", "three3", "four4", "five5", "six6", "seven7", "eight8"]);
    expect(MAX_KEYWORDS).toBe(8);
  });

  it("gives an empty list for blank or all-noise input", () => {
    expect(cleanKeywords("")).toEqual([]);
    expect(cleanKeywords(" , ; | / \n !!! ")).toEqual([]);
  });

  it("accepts a list and cleans it like the comma-joined text", () => {
    expect(cleanKeywords(["Python", "SQL", "python"])).toEqual(["python", "sql"]);
  });

  it("has the exact validation message", () => {
    expect(NO_KEYWORDS_MESSAGE).toBe("Please enter at least one valid skill keyword (comma-separated).");
  });
});

describe("keyword chips", () => {
  it("adds typed keywords with the same cleaning and cap", () => {
    expect(addKeywords(["python"], "Machine Learning; SQL")).toEqual(["python", "machine learning", "sql"]);
    expect(addKeywords(["google ads"], "ads")).toEqual(["google ads"]);
    expect(addKeywords(["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"], "i9")).toHaveLength(8);
  });

  it("removes one chip", () => {
    expect(removeKeyword(["python", "sql"], "python")).toEqual(["sql"]);
  });
});
