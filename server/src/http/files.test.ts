import { describe, expect, it } from "vitest";
import { attachmentHeader, uploadedFile } from "./files";

describe("attachmentHeader", () => {
  it("quotes a plain ASCII name", () => {
    expect(attachmentHeader("Priya_Sharma_ATS_Resume.pdf")).toBe('attachment; filename="Priya_Sharma_ATS_Resume.pdf"');
  });

  it("gives a readable ASCII fallback and the exact name in filename* for other scripts", () => {
    expect(attachmentHeader("प्रिया शर्मा (CV).pdf")).toBe(
      "attachment; filename=\"______ _____ (CV).pdf\"; filename*=UTF-8''%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE%20%28CV%29.pdf",
    );
  });

  it("never lets a quote or backslash in a name break the header", () => {
    expect(attachmentHeader('a"b\\c.docx')).toBe("attachment; filename=\"abc.docx\"; filename*=UTF-8''a%22b%5Cc.docx");
  });
});

describe("uploadedFile", () => {
  const part = { fieldname: "file", originalname: "cv.pdf", buffer: Buffer.from("%PDF") } as Express.Multer.File;

  it("finds the file sent in the named field", () => {
    expect(uploadedFile({ files: [part] }, "file")).toBe(part);
  });

  it("finds nothing when the field came as text or not at all", () => {
    expect(uploadedFile({ files: [] }, "file")).toBeUndefined();
    expect(uploadedFile({}, "file")).toBeUndefined();
  });
});
