import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where package files live: a small interface, so that a store every server process sees — a shared folder
 * (a volume mounted by each process) or an S3-compatible bucket — can stand behind it. A write is staged
 * and becomes visible under its key only when committed; an aborted write leaves nothing.
 */
export interface PackageStore {
  /** Starts a write: the bytes go into `stream`; `commit` publishes them under a new key, `abort` drops them. */
  begin(): Promise<PendingWrite>;
  /** Writes whole bytes under `key` (a demo file given back: areas/apps/demo-packages.ts). */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of `key`, streamed. */
  open(key: string): Readable;
  /** The size of `key`'s bytes, or null when the store has none. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** How many staged writes are neither committed nor aborted (tests: a refused upload leaves none). */
  staged(): Promise<number>;
  close(): Promise<void>;
}

export interface PendingWrite {
  stream: Writable;
  /** A local file holding the staged bytes once `stream` has finished, until commit or abort (an S3 store stages locally too). */
  path: string;
  /** Publishes the staged bytes; answers the new key (128 random bits, hex). */
  commit(): Promise<string>;
  abort(): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;

/** A store in a folder: `<dir>/<first two hex digits>/<key>`, staged in `<dir>/.staging/`. */
export class FolderStore implements PackageStore {
  private constructor(
    private readonly dir: string,
    private readonly temporary: boolean,
  ) {}

  /** The folder `dir`, or (undefined: tests on an in-memory database) a new temporary folder removed on close. */
  static async open(dir: string | undefined): Promise<FolderStore> {
    const temporary = dir === undefined;
    const root = dir ?? (await mkdtemp(join(tmpdir(), 'ops-packages-')));
    await mkdir(join(root, '.staging'), { recursive: true });
    return new FolderStore(root, temporary);
  }

  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a package key: ${key}`);
    return join(this.dir, key.slice(0, 2), key);
  }

  async begin(): Promise<PendingWrite> {
    const staged = join(this.dir, '.staging', `${randomBytes(16).toString('hex')}.part`);
    const stream = createWriteStream(staged, { flags: 'wx' });
    let settled = false;
    const closed = () => new Promise<void>((resolve) => (stream.closed ? resolve() : stream.once('close', () => resolve())));
    return {
      stream,
      path: staged,
      commit: async () => {
        settled = true;
        await closed();
        const key = randomBytes(16).toString('hex');
        await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
        await rename(staged, this.path(key));
        return key;
      },
      abort: async () => {
        if (settled) return;
        settled = true;
        stream.destroy();
        await closed();
        await rm(staged, { force: true });
      },
    };
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
    await writeFile(path, data);
  }

  open(key: string): Readable {
    return createReadStream(this.path(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async staged(): Promise<number> {
    return (await readdir(join(this.dir, '.staging'))).length;
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }
}

/** An uploaded file staged in a store, with its MD5, size and first bytes (what its kind is judged by). */
export interface Staged {
  write: PendingWrite;
  md5: string;
  size: number;
  head: Buffer;
  name: string;
}

/**
 * Streams one upload into `store` (staged, not yet committed), hashing it and keeping its first `headBytes`:
 * memory does not grow with the file. Cleans up if the stream fails; the caller commits or aborts.
 */
export async function stageStream(store: PackageStore, stream: NodeJS.ReadableStream, name: string, headBytes: number): Promise<Staged> {
  const write = await store.begin();
  const hash = createHash('md5');
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < headBytes) {
        const part = chunk.subarray(0, headBytes - headLength);
        head.push(Buffer.from(part));
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, measure, write.stream);
  } catch (err) {
    await write.abort();
    throw err;
  }
  return { write, md5: hash.digest('hex'), size, head: Buffer.concat(head), name };
}
