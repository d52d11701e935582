import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { type TicketCommentCreate, ticketCommentCreateSchema } from "#domain/support/ticket.schema";
import { FormRootError } from "../../../components/form-root-error";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useAddTicketComment } from "../api/add-ticket-comment";
import { useTicketComments } from "../api/list-ticket-comments";
import { when } from "../ticket-format";

/** The ticket's thread, oldest first, and the form to add to it (the reporter and staff). */
export function TicketComments({ ticketId, currentUserId }: { ticketId: string; currentUserId: string }) {
  const comments = useTicketComments(ticketId);
  const add = useAddTicketComment(ticketId);
  const { register, handleSubmit, reset, setError, formState } = useForm<TicketCommentCreate>({
    resolver: zodResolver(ticketCommentCreateSchema),
    defaultValues: { body: "" },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      reset();
    } catch (error) {
      applyApiFieldErrors(error, setError, ["body"]);
    }
  });

  const items = comments.data?.items ?? [];
  return (
    <section aria-labelledby="ticket-comments" className="space-y-4">
      <h2 id="ticket-comments" className="font-semibold text-lg">
        Comments
      </h2>
      {comments.isLoading ? (
        <p className="text-muted-foreground text-sm">Loading comments…</p>
      ) : comments.isError ? (
        <p className="text-destructive text-sm">Error fetching tickets</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No comments yet.</p>
      ) : (
        <ol className="space-y-3">
          {items.map((comment) => (
            <li
              key={comment.id}
              className={
                comment.authorId === currentUserId
                  ? "ml-8 rounded-md border bg-primary/5 p-3"
                  : "mr-8 rounded-md border p-3"
              }
            >
              <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{comment.authorName}</span>
                <time className="text-muted-foreground text-xs" dateTime={comment.createdAt}>
                  {when(comment.createdAt)}
                </time>
              </div>
              <p className="whitespace-pre-wrap text-sm">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate aria-label="Add a comment" className="grid gap-2">
        <FormField label="Add a comment" error={errors.body?.message}>
          <Textarea rows={3} disabled={add.isPending} {...register("body")} />
        </FormField>
        <FormRootError errors={errors} />
        <Button type="submit" className="w-fit" loading={add.isPending}>
          <SendIcon aria-hidden />
          Add Comment
        </Button>
      </form>
    </section>
  );
}
