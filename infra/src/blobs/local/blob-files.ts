import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { isSafeBlobKey, type BlobObject } from '../blob-store.port.js';

/**
 * Objects of the local blob store as files: `<root>/objects/<key>` and the content type beside it in
 * `<root>/meta/<key>.json`. A write lands in a temporary file first and is renamed, so a reader never sees half
 * an object and an interrupted upload leaves nothing behind.
 */
export class BlobFiles {
  constructor(private readonly root: string) {}

  private objectPath(key: string): string {
    if (!isSafeBlobKey(key)) throw new Error(`Bad blob key '${key}'`);
    return path.join(this.root, 'objects', key);
  }

  private metaPath(key: string): string {
    return path.join(this.root, 'meta', `${key}.json`);
  }

  async head(key: string): Promise<BlobObject | null> {
    try {
      const st = await fsp.stat(this.objectPath(key));
      if (!st.isFile()) return null;
      const meta = await fsp
        .readFile(this.metaPath(key), 'utf8')
        .then((s) => JSON.parse(s) as { contentType?: string })
        .catch((): { contentType?: string } => ({}));
      return { size: st.size, contentType: meta.contentType ?? null };
    } catch {
      return null;
    }
  }

  openRead(key: string, range?: { start: number; end: number }): fs.ReadStream {
    return fs.createReadStream(this.objectPath(key), range);
  }

  async read(key: string): Promise<Buffer | null> {
    return fsp.readFile(this.objectPath(key)).catch(() => null);
  }

  /** Writes bytes from the server side (no signature to check). */
  async write(key: string, body: Buffer, contentType: string | null): Promise<void> {
    const staged = await this.stage(key, body, contentType, Number.MAX_SAFE_INTEGER);
    if (!staged) throw new Error('unreachable: no size limit');
    await staged.commit();
  }

  /**
   * Receives a stream of at most `maxBytes` into a temporary file (null, keeping nothing, when it is longer); the
   * caller keeps it (`commit`) once the payload hash is checked.
   */
  async stage(
    key: string,
    body: Readable | Buffer,
    contentType: string | null,
    maxBytes: number,
  ): Promise<StagedBlob | null> {
    const target = this.objectPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.upload-${crypto.randomUUID()}`);
    const hash = crypto.createHash('sha256');
    let size = 0;
    let tooLarge = false;
    try {
      const source: Readable = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) {
              tooLarge = true;
              throw new Error('too large');
            }
            hash.update(chunk);
            yield chunk;
          }
        },
        fs.createWriteStream(tmp),
      );
    } catch (e) {
      await fsp.rm(tmp, { force: true });
      if (tooLarge) return null;
      throw e;
    }
    return {
      size,
      sha256: hash.digest('hex'),
      commit: () => this.commit(key, tmp, contentType),
      discard: () => fsp.rm(tmp, { force: true }),
    };
  }

  private async commit(key: string, tmp: string, contentType: string | null): Promise<void> {
    const meta = this.metaPath(key);
    await fsp.mkdir(path.dirname(meta), { recursive: true });
    await fsp.writeFile(meta, JSON.stringify({ contentType }));
    await fsp.rename(tmp, this.objectPath(key));
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.objectPath(key), { force: true });
    await fsp.rm(this.metaPath(key), { force: true });
  }
}

export interface StagedBlob {
  readonly size: number;
  readonly sha256: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}
