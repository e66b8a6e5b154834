// pngjs ships no types: the part the tests use (reading a PNG back to its RGBA pixels).
declare module 'pngjs' {
  interface DecodedPng {
    width: number;
    height: number;
    data: Buffer;
  }
  export const PNG: { sync: { read(buffer: Buffer): DecodedPng } };
}
