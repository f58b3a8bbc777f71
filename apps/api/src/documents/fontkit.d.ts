// fontkit ships no types; the documents use only its parser, whose fonts pdfkit accepts as they are.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): {
    layout: (text: string) => unknown;
    characterSet: number[];
    glyphForCodePoint: (codePoint: number) => unknown;
  };
}
