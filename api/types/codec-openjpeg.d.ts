// @cornerstonejs/codec-openjpeg ships no types: the part of its decoder aadhaar-qr/photo.ts uses.
declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  export interface FrameInfo {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
  }
  export interface J2KDecoder {
    /** the buffer, inside the WebAssembly memory, to copy the encoded bytes into */
    getEncodedBuffer(length: number): Uint8Array;
    decode(): void;
    getFrameInfo(): FrameInfo;
    /** the samples, components interleaved; two bytes each (little-endian) above 8 bits */
    getDecodedBuffer(): Uint8Array;
    delete(): void;
  }
  export interface OpenJpeg {
    J2KDecoder: new () => J2KDecoder;
  }
  /** Emscripten's module factory: loads and instantiates the WebAssembly. */
  const factory: (options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => Promise<OpenJpeg>;
  export default factory;
}

// The whole build, with OpenJPEG's encoder: the tests make JPEG 2000 pictures with it.
declare module '@cornerstonejs/codec-openjpeg/wasmjs' {
  import type { FrameInfo, J2KDecoder } from '@cornerstonejs/codec-openjpeg/decodewasmjs';
  export interface J2KEncoder {
    /** the buffer, inside the WebAssembly memory, to copy the samples into (interleaved) */
    getDecodedBuffer(frameInfo: FrameInfo & { isUsingColorTransform: boolean }): Uint8Array;
    setDecompositions(levels: number): void;
    encode(): void;
    /** the JPEG 2000 codestream */
    getEncodedBuffer(): Uint8Array;
    delete(): void;
  }
  export interface OpenJpegWithEncoder {
    J2KDecoder: new () => J2KDecoder;
    J2KEncoder: new () => J2KEncoder;
  }
  const factory: (options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }) => Promise<OpenJpegWithEncoder>;
  export default factory;
}
