// A multipart body made on demand, so a test can see how much of it the server read, and hold it
// part-way to keep an upload in flight.
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

export interface StreamedFormOptions {
  fields?: Record<string, string>;
  fileField: string;
  /** the file's first bytes (e.g. a PNG header); zeros follow up to `fileBytes` */
  head: Buffer;
  fileBytes: number;
  /** stop after the first chunk of the file until release() */
  hold?: boolean;
}

export class StreamedForm extends Readable {
  readonly boundary = `----pgportal${Math.random().toString(16).slice(2)}`;
  /** bytes the server has pulled so far */
  bytesRead = 0;
  readonly totalBytes: number;
  private held: boolean;
  private fileSent = 0;
  private stage: 'prologue' | 'file' | 'epilogue' | 'done' = 'prologue';
  private readonly prologue: Buffer;
  private readonly epilogue: Buffer;

  constructor(private readonly options: StreamedFormOptions) {
    super();
    this.held = options.hold ?? false;
    const fields = Object.entries(options.fields ?? {})
      .map(
        ([name, value]) =>
          `--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    this.prologue = Buffer.from(
      `${fields}--${this.boundary}\r\nContent-Disposition: form-data; name="${options.fileField}"; ` +
        `filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    this.epilogue = Buffer.from(`\r\n--${this.boundary}--\r\n`);
    this.totalBytes = this.prologue.length + options.fileBytes + this.epilogue.length;
  }

  get headers() {
    return { 'content-type': `multipart/form-data; boundary=${this.boundary}` };
  }

  /** Lets a held form send the rest. */
  release() {
    this.held = false;
    this.pump();
  }

  override _read() {
    this.pump();
  }

  private next(): Buffer | null {
    if (this.stage === 'prologue') {
      this.stage = 'file';
      return this.prologue;
    }
    if (this.stage === 'file') {
      if (this.held && this.fileSent > 0) return null;
      if (this.fileSent >= this.options.fileBytes) {
        this.stage = 'epilogue';
        return this.next();
      }
      const size = Math.min(CHUNK, this.options.fileBytes - this.fileSent);
      const chunk = Buffer.alloc(size);
      if (this.fileSent === 0) this.options.head.copy(chunk, 0, 0, Math.min(size, this.options.head.length));
      this.fileSent += size;
      return chunk;
    }
    if (this.stage === 'epilogue') {
      this.stage = 'done';
      return this.epilogue;
    }
    return null;
  }

  private pump() {
    let more = true;
    while (more) {
      if (this.stage === 'done') {
        this.push(null);
        return;
      }
      const chunk = this.next();
      if (!chunk) return;
      this.bytesRead += chunk.length;
      more = this.push(chunk);
    }
  }
}
