import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, docxFileName, hasAcceptedExtension, isAcceptedFile, readPlainText, REFERENCE_TEXT_MAX, rejectionMessage, UPLOAD_HINT } from "./files";

describe("accepted files (SPEC section 5)", () => {
  it("accepts .pdf .docx .txt .md .rtf, in any case", () => {
    expect(ACCEPT_ATTRIBUTE).toBe(".pdf,.docx,.txt,.md,.rtf");
    for (const name of ["cv.pdf", "CV.DOCX", "a.txt", "b.md", "c.Rtf"]) expect(hasAcceptedExtension(name)).toBe(true);
    for (const name of ["cv.doc", "photo.png", "pdf", "notes.md.zip"]) expect(hasAcceptedExtension(name)).toBe(false);
  });

  it("names the accepted types when a file is refused", () => {
    expect(isAcceptedFile(new File(["x"], "photo.png"))).toBe(false);
    expect(rejectionMessage("photo.png")).toBe("photo.png is not a supported file. Choose a .pdf, .docx, .txt, .md, .rtf file.");
  });

  it("states the 6 MB limit only in the hint, so a large file is still accepted", () => {
    expect(UPLOAD_HINT).toBe("PDF, DOCX, TXT up to 6 MB");
    const big = new File([new Uint8Array(7 * 1024 * 1024)], "big.pdf");
    expect(isAcceptedFile(big)).toBe(true);
  });
});

describe("docxFileName (SPEC section 7)", () => {
  it("saves as '{name}_ATS_Resume.docx' with spaces as underscores", () => {
    expect(docxFileName("Priya Sharma")).toBe("Priya_Sharma_ATS_Resume.docx");
    expect(docxFileName("  Anil   Kumar  Rao ")).toBe("Anil_Kumar_Rao_ATS_Resume.docx");
  });

  it("drops characters a file name cannot hold and falls back to 'Resume'", () => {
    expect(docxFileName('A/B: "C"')).toBe("AB_C_ATS_Resume.docx");
    expect(docxFileName("   ")).toBe("Resume_ATS_Resume.docx");
  });
});

describe("readPlainText (the benchmark's full text for the build)", () => {
  it("reads .txt and .md files whole", async () => {
    expect(await readPlainText(new File(["Aditya Nair\nGrowth Marketing Lead\nSKILLS\nHubSpot"], "bench.TXT"))).toBe("Aditya Nair\nGrowth Marketing Lead\nSKILLS\nHubSpot");
    expect(await readPlainText(new File(["# Bench"], "bench.md"))).toBe("# Bench");
  });

  it("gives nothing for files only the server can read, or binary renamed to .txt", async () => {
    expect(await readPlainText(new File(["%PDF-1.7"], "bench.pdf"))).toBe("");
    expect(await readPlainText(new File(["PK"], "bench.docx"))).toBe("");
    expect(await readPlainText(new File([new Uint8Array([80, 75, 0, 3])], "bench.txt"))).toBe("");
  });

  it("keeps within the contract's 100,000 characters", async () => {
    expect(await readPlainText(new File(["a".repeat(REFERENCE_TEXT_MAX + 50)], "long.txt"))).toHaveLength(REFERENCE_TEXT_MAX);
  });
});
