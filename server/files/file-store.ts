import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";

const PART_SUFFIX = ".part";
const KEY_PATTERN = /^[a-f0-9]{32}$/;

export interface StoredFile {
  key: string;
  sizeBytes: number;
}

/**
 * Files kept on disk under one folder (inside FILES_DIR, which nothing serves), each named by a
 * random key. A file is written to `<key>.part` and renamed when complete, so a reader never sees
 * half a file and a crash leaves only a `.part` to sweep.
 */
export function createFileStore(dir: string) {
  const pathOf = (key: string) => {
    // Keys come from the database, but a path is only ever built from a key of our own shape.
    if (!KEY_PATTERN.test(key)) throw new Error(`not a file-store key: ${key}`);
    return join(dir, key);
  };

  return {
    dir,

    /**
     * Streams `source` (through `check`, when given, which may refuse it by failing) into a new file
     * with a random key. On any failure nothing is left behind.
     */
    async write(source: NodeJS.ReadableStream, check?: NodeJS.ReadWriteStream): Promise<StoredFile> {
      await mkdir(dir, { recursive: true });
      const key = randomBytes(16).toString("hex");
      const part = join(dir, key + PART_SUFFIX);
      const out = createWriteStream(part, { flags: "wx", mode: 0o600 });
      try {
        await (check ? pipeline(source, check, out) : pipeline(source, out));
        await rename(part, pathOf(key));
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return { key, sizeBytes: out.bytesWritten };
    },

    /** Size of the stored file, or null when it is missing. */
    async size(key: string): Promise<number | null> {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    read(key: string): ReadStream {
      return createReadStream(pathOf(key));
    },

    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    /** Keys of complete files and unfinished `.part` files older than `olderThanMs`. */
    async list(now: Date, olderThanMs: number): Promise<{ keys: string[]; staleParts: string[] }> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return { keys: [], staleParts: [] };
        throw error;
      }
      const keys: string[] = [];
      const staleParts: string[] = [];
      for (const name of names) {
        const full = join(dir, name);
        const info = await stat(full).catch(() => null);
        if (!info?.isFile() || now.getTime() - info.mtimeMs < olderThanMs) continue;
        if (KEY_PATTERN.test(name)) keys.push(name);
        else if (name.endsWith(PART_SUFFIX)) staleParts.push(full);
      }
      return { keys, staleParts };
    },

    async removePath(path: string): Promise<void> {
      await rm(path, { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
