/** Where the browser downloads a message's file from (an attachment: a plain link does it). */
export function attachmentUrl(messageId: string): string {
  return `/api/chats/attachments/${encodeURIComponent(messageId)}`;
}
