import { zodResolver } from "@hookform/resolvers/zod";
import { PaperclipIcon, SendIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MESSAGE_REQUIRED, messageTextSchema } from "#domain/chat/chat.schema";
import {
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from "#domain/chat/chat-values";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import type { ChatSubject } from "../api/chat-subject";
import { useSendMessage } from "../api/send-message";

// With a file the text may be empty; without one it must say something (SPEC §5: trimmed, never blank).
const formSchema = z
  .object({ message: z.string(), file: z.custom<File | null>() })
  .superRefine((value, ctx) => {
    if (value.file && value.file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
      ctx.addIssue({ code: "custom", path: ["file"], message: CHAT_ATTACHMENT_TOO_LARGE_MESSAGE });
    }
    const text =
      value.file && value.message.trim() === "" ? null : messageTextSchema.safeParse(value.message);
    if (text && !text.success) {
      ctx.addIssue({
        code: "custom",
        path: ["message"],
        message: text.error.issues[0]?.message ?? MESSAGE_REQUIRED,
      });
    }
  })
  .transform((value) => ({ message: value.message.trim(), file: value.file }));
type Values = z.input<typeof formSchema>;

/** The send form: a message (Enter sends, Shift+Enter breaks the line) and an optional file. */
export function SendMessageForm({ subject, onSent }: { subject: ChatSubject; onSent?: () => void }) {
  const send = useSendMessage(subject);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { register, handleSubmit, reset, setError, setValue, formState } = useForm<
    Values,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { message: "", file: null },
  });
  const errors = formState.errors;

  const chooseFile = (next: File | null) => {
    setFile(next);
    setValue("file", next, { shouldValidate: next !== null });
    if (!next && fileInput.current) fileInput.current.value = "";
  };

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset({ message: "", file: null });
      chooseFile(null);
      onSent?.();
    } catch (error) {
      // Too large or not a PDF or image by its content: the server's word is about the file.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        setError("file", { type: "server", message: error.message });
      } else {
        applyApiFieldErrors(error, setError, ["message", "file"]);
      }
    }
  });

  const field = register("message");
  return (
    <form onSubmit={submit} noValidate aria-label="Send a message" className="grid gap-2 border-t p-3">
      <FormField label="Message" error={errors.message?.message} className="[&>label]:sr-only">
        <Textarea
          {...field}
          rows={2}
          placeholder="Type a message..."
          disabled={send.isPending}
          className="max-h-40"
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </FormField>
      {errors.file?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.file.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={CHAT_ATTACHMENT_ACCEPT}
            className="sr-only"
            aria-label="Attach a file (PDF, PNG, JPEG or WebP, up to 10 MB)"
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            tabIndex={-1}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={send.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <PaperclipIcon aria-hidden />
            Attach
          </Button>
          {file ? (
            <span className="flex min-w-0 items-center gap-1 text-sm">
              <span className="truncate" data-testid="chosen-file">
                {file.name}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Remove the file"
                onClick={() => chooseFile(null)}
              >
                <XIcon aria-hidden />
              </Button>
            </span>
          ) : null}
        </div>
        <Button type="submit" loading={send.isPending}>
          <SendIcon aria-hidden />
          Send
        </Button>
      </div>
      <FormRootError errors={errors} />
    </form>
  );
}
