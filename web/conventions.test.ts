import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// CONTRIBUTING's "one way" for web code, read from the sources: a new form, list or long file that goes
// another way fails here, naming the file.

const WEB = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(WEB).map((path) => ({
  name: `web/${relative(WEB, path)}`,
  text: readFileSync(path, "utf8"),
}));
const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name.startsWith("web/test/");

/** Forms that may go another way, each with its reason. */
const formExceptions: Record<string, string> = {
  // /login's budget (150 KB): react-hook-form and zod stay out of the first load; domain/auth/credentials.ts
  // checks the fields with the same rules the later steps' schemas use.
  "web/features/auth/components/sign-in-form.tsx": "plain state",
  // Picks the other client locally and sends nothing: the merge form it opens sends and places errors.
  "web/features/client-merge/components/merge-client-dialog.tsx": "no API call",
};

describe("web conventions", () => {
  it("every form is react-hook-form with a zod resolver and puts the API's field issues on its fields", () => {
    // FormDialog holds its caller's form: the caller is checked.
    const forms = files.filter(
      (f) => !isTest(f.name) && f.name !== "web/components/form-dialog.tsx" && f.text.includes("<form"),
    );
    expect(forms.length).toBeGreaterThan(40);
    const offending = forms
      .filter((f) => !(f.name in formExceptions))
      .filter(
        (f) =>
          !f.text.includes("zodResolver(") ||
          !/\buseForm\b/.test(f.text) ||
          !/applyApiFieldErrors\(|\.saveFailed\(|\.submit\(form,/.test(f.text),
      )
      .map((f) => f.name);
    expect(offending).toEqual([]);
    const withoutReactHookForm = forms.filter((f) => !/\buseForm\b/.test(f.text)).map((f) => f.name);
    expect(withoutReactHookForm).toEqual(["web/features/auth/components/sign-in-form.tsx"]);
  });

  it("list state lives in useListParams (URL) or a tab's useTabPaging, never rebuilt by a page", () => {
    const own = files.filter(
      (f) =>
        !isTest(f.name) &&
        f.name !== "web/lib/use-list-params.ts" &&
        f.name !== "web/components/tab-paging.tsx" &&
        // A paging object of its own, or the "back to page 1" reset written again.
        (/setPageSize:\s*(\(|useCallback)/.test(f.text) || /setPage\(1\)/.test(f.text)),
    );
    expect(own.map((f) => f.name)).toEqual([]);
    // A feature's screen that pages a list says where its state lives.
    const lists = files.filter(
      (f) => f.name.startsWith("web/features/") && !isTest(f.name) && /<ListFooter\b/.test(f.text),
    );
    expect(lists.length).toBeGreaterThan(10);
    const unkept = lists.filter((f) => !/\buseListParams\(|\buseTabPaging\(/.test(f.text)).map((f) => f.name);
    expect(unkept).toEqual([]);
  });

  it("keeps files short: 300 lines for code, 600 for tests", () => {
    const long = files
      .filter((f) => f.text.split("\n").length - 1 > (isTest(f.name) ? 600 : 300))
      .map((f) => f.name);
    expect(long).toEqual([]);
  });
});
