import { Transform, type TransformCallback } from "node:stream";

/**
 * Passes a file's bytes through and recognises it from its first `headBytes` bytes (magic numbers, never
 * the client's name or content type); fails with `refuse()` as soon as they are none of the accepted types,
 * so a refused file is not written to its end.
 */
export class SniffCheck<T extends string> extends Transform {
  private head = Buffer.alloc(0);
  type: T | null = null;

  constructor(
    private readonly sniff: (head: Uint8Array) => T | null,
    private readonly headBytes: number,
    private readonly refuse: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.type === null && this.head.length < this.headBytes) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
      if (this.head.length >= this.headBytes && !this.decide()) {
        callback(this.refuse());
        return;
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // Files shorter than the head are decided on what there is.
    callback(this.type === null && !this.decide() ? this.refuse() : null);
  }

  private decide(): boolean {
    this.type = this.sniff(this.head);
    return this.type !== null;
  }
}
