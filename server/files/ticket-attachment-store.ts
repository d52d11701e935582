import { join } from "node:path";
import { Readable } from "node:stream";
import { createFileStore, type StoredFile } from "./file-store";

/** Where support tickets' attachments live: one file per ticket that has one, named by a random key. */
export function ticketAttachmentStore(filesDir: string) {
  const store = createFileStore(join(filesDir, "ticket-attachments"));
  return {
    ...store,
    /** Stores an upload already read and recognised (at most 10 MB, so it is held whole). */
    writeBuffer(bytes: Buffer): Promise<StoredFile> {
      return store.write(Readable.from([bytes]));
    },
  };
}
