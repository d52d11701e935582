import { join } from "node:path";
import { createFileStore } from "./file-store";

/** Where chat attachments' bytes live: the chat feature writes them, nothing serves the folder. */
export function chatAttachmentStore(filesDir: string) {
  return createFileStore(join(filesDir, "chat-attachments"));
}
