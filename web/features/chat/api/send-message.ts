import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Message } from "#domain/chat/chat.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { type ChatSubject, chatPath } from "./chat-subject";

export interface SendInput {
  message: string;
  /** A PDF or image to send with it (the message may then be empty). */
  file?: File | null;
}

export function sendMessage(subject: ChatSubject, { message, file }: SendInput): Promise<Message> {
  if (file) {
    const form = new FormData();
    // The text first: the server reads the fields before the file.
    form.append("message", message);
    form.append("file", file, file.name);
    return api<Message>(`${chatPath(subject)}/attachments`, { method: "POST", form });
  }
  return api<Message>(`${chatPath(subject)}/messages`, { method: "POST", body: { message } });
}

export function useSendMessage(subject: ChatSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(subject, input),
    meta: { errorTitle: "Error sending message", errorFallback: "Failed to send message" },
    // The thread and Recent Chats both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topics.chat] }),
  });
}
