/** The part of fontkit 2 (pdfkit's font engine; no published types) that engines/playbook/pdf.ts uses. */
declare module "fontkit" {
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  /** Parses a TrueType/OpenType font from its bytes. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
