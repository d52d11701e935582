import { AppError, type ErrorCode } from "#domain/errors";

interface BetterAuthApiError {
  statusCode: number;
  body?: { code?: string; message?: string };
}

export function isAuthApiError(error: unknown): error is BetterAuthApiError {
  return (
    error instanceof Error &&
    typeof (error as { statusCode?: unknown }).statusCode === "number" &&
    "body" in error
  );
}

const codeByStatus: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  422: "CONFLICT",
  429: "TOO_MANY_REQUESTS",
};

/** An auth.api error as an AppError; `field` names the input it is about (a 400 with that field's issue). */
export function fromAuthError(error: unknown, field?: string): unknown {
  if (!isAuthApiError(error)) return error;
  const message = error.body?.message || "The request was refused.";
  if (field && error.statusCode < 500) {
    return new AppError("VALIDATION_FAILED", message, { issues: [{ path: field, message }] });
  }
  const code = codeByStatus[error.statusCode];
  return code ? new AppError(code, message) : error;
}
