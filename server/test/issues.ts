/** A validation error's issues, as path → message (the 400 body's error.details.issues). */
export function issues(res: { json(): unknown }): Record<string, string> {
  const body = res.json() as { error: { details?: { issues?: { path: string; message: string }[] } } };
  return Object.fromEntries((body.error.details?.issues ?? []).map((i) => [i.path, i.message]));
}
