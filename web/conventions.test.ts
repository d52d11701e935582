import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

/** Forms in dialogs that may go another way than FormDialog, each with its reason. Keep it tiny. */
const dialogFormExceptions: Record<string, string> = {};

/** Tables that may draw a full-width row of their own, each with its reason. */
const tableRowExceptions: Record<string, string> = {
  // An expanded code's airline pricing panel under its row, not a state of the list.
  "web/features/ssr/components/ssr-row.tsx": "expanded row",
  // The inline edit's save error and 412 notice under the row being edited.
  "web/features/ssr/components/ssr-edit-row.tsx": "row's own notice",
  // A chart's figures as a captioned table with row headers: nothing to load (the chart's card says that).
  "web/features/analytics/components/data-table-view.tsx": "chart figures",
};

const SHELL = "web/components/form-dialog.tsx";
const rendersForm = (text: string) => text.includes("<form");
// Any part of a dialog: its content, its header or footer, the Radix root.
const usesDialog = (text: string) =>
  /from "[^"]*\/ui\/(alert-)?dialog"/.test(text) || /<(Alert)?Dialog(Content)?\b/.test(text);

/** The web files a file imports by a relative path. */
function localImports(file: { name: string; text: string }): string[] {
  return [...file.text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].flatMap(([, path]) => {
    const base = resolve(dirname(file.name), path!);
    return [".tsx", ".ts"].map((ext) => relative(process.cwd(), base + ext).replaceAll("\\", "/"));
  });
}

describe("web conventions", () => {
  it("every form is react-hook-form with a zod resolver and puts the API's field issues on its fields", () => {
    // FormDialog holds its caller's form: the caller is checked.
    const forms = files.filter(
      (f) =>
        !isTest(f.name) && f.name !== SHELL && (rendersForm(f.text) || /<FormDialog(Step)?\b/.test(f.text)),
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

  it("every form in a dialog is a FormDialog (or a FormDialogStep of one) ending with FormDialogFooter", () => {
    const code = files.filter(
      (f) => !isTest(f.name) && f.name !== SHELL && !f.name.startsWith("web/components/ui/"),
    );
    // A form drawn by hand inside a dialog's parts.
    const ownForms = code.filter((f) => rendersForm(f.text) && usesDialog(f.text)).map((f) => f.name);
    // A dialog showing a form component that draws its own <form>.
    const byName = new Map(files.map((f) => [f.name, f]));
    const shownForms = code
      .filter((f) => usesDialog(f.text))
      .flatMap((f) =>
        localImports(f).filter((name) => name !== SHELL && rendersForm(byName.get(name)?.text ?? "")),
      )
      .map((name) => `${name} (in a dialog)`);
    const offending = [...ownForms, ...shownForms].filter(
      (name) => !(name.split(" ")[0]! in dialogFormExceptions),
    );
    expect(offending).toEqual([]);
    // The shell's callers end with its footer (the root error, the 412 notice, Cancel and the held submit).
    const callers = code.filter((f) => /<FormDialog(Step)?\b/.test(f.text));
    expect(callers.length).toBeGreaterThan(25);
    expect(callers.filter((f) => !f.text.includes("<FormDialogFooter")).map((f) => f.name)).toEqual([]);
  });

  it("a table's loading, error and empty rows come from ListTable, never drawn by a feature", () => {
    const shared = ["web/components/list-page/list-table.tsx", "web/components/table-message-row.tsx"];
    // A row with one cell spanning the table: what a loading, error or empty row is.
    const spanningRow =
      /<(TableRow|tr)\b[^>]*>\s*<(TableCell|td)\b[^>]*\bcolSpan\b(?:(?!<(TableCell|td)\b)[\s\S])*?<\/(TableCell|td)>\s*<\/(TableRow|tr)>/;
    const own = files.filter(
      (f) =>
        !isTest(f.name) &&
        !shared.includes(f.name) &&
        !(f.name in tableRowExceptions) &&
        (spanningRow.test(f.text) || /\bTableMessageRow\b/.test(f.text)),
    );
    expect(own.map((f) => f.name)).toEqual([]);
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
    const unkept = lists
      .filter((f) => !/\buseListParams\(|\buseListPage\(|\buseTabPaging\(/.test(f.text))
      .map((f) => f.name);
    expect(unkept).toEqual([]);
  });

  it("keeps files short: 300 lines for code, 600 for tests", () => {
    const long = files
      .filter((f) => f.text.split("\n").length - 1 > (isTest(f.name) ? 600 : 300))
      .map((f) => f.name);
    expect(long).toEqual([]);
  });
});
