/** The part of fontkit (pdfkit's own font engine) we use; the package ships no types. */
declare module 'fontkit' {
  export interface Font {
    /** Every code point the font maps. */
    readonly characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
