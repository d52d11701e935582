import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
} from "#domain/trip-documents/trip-document-values";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { TripDocumentsTab } from "./trip-documents-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRIP = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ticket = {
  id: "1f8fad5b-d9cb-469f-a165-70867728950e",
  tripId: TRIP,
  documentType: "ticket",
  fileName: "e-ticket LH400.pdf",
  contentType: "application/pdf",
  sizeBytes: 1536,
  uploadedBy: "Ana Agent",
  createdAt: "2026-03-28T10:00:00.000Z",
};

/** An XMLHttpRequest that reports half the upload, then answers 201 once the test says so. */
class FakeXhr {
  static sent: { url: string; form: FormData }[] = [];
  static finish: (() => void) | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    FakeXhr.finish = () => {
      this.status = 201;
      this.responseText = JSON.stringify({
        ...ticket,
        id: "2f8fad5b-d9cb-469f-a165-70867728950e",
        fileName: "visa.png",
      });
      this.onload?.();
    };
  }
}

function api() {
  return mockApi(() => ({ body: { items: [ticket], total: 1 } }));
}

describe("TripDocumentsTab", () => {
  it("lists type, date, name and size, with a download link", async () => {
    api();
    renderWithClient(<TripDocumentsTab tripId={TRIP} canEdit={false} />);
    const row = (await screen.findByText("e-ticket LH400.pdf")).closest("tr")!;
    expect(within(row).getByText("Ticket")).toBeInTheDocument();
    expect(within(row).getByText("1.5 KB")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Download e-ticket LH400.pdf" })).toHaveAttribute(
      "href",
      `/api/trips/${TRIP}/documents/${ticket.id}/download`,
    );
    // Read-only: no upload and no delete.
    expect(screen.queryByRole("form", { name: "Upload a document" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("refuses a file over 10 MB before sending it", async () => {
    api();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.sent = [];
    renderWithClient(<TripDocumentsTab tripId={TRIP} canEdit />);
    const form = await screen.findByRole("form", { name: "Upload a document" });
    const big = new File(["x"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(within(form).getByLabelText(/File/), big);
    await userEvent.click(within(form).getByRole("button", { name: "Upload" }));
    expect(within(form).getByText(TRIP_DOCUMENT_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(within(form).getByText("Choose a document type")).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
  });

  it("uploads type and file as multipart and shows the progress", async () => {
    api();
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.sent = [];
    renderWithClient(<TripDocumentsTab tripId={TRIP} canEdit />);
    const form = await screen.findByRole("form", { name: "Upload a document" });
    await userEvent.click(within(form).getByRole("combobox", { name: /Document type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Visa" }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "visa.png", { type: "image/png" });
    await userEvent.upload(within(form).getByLabelText(/File/), png);
    await userEvent.click(within(form).getByRole("button", { name: "Upload" }));
    const bar = await within(form).findByRole("progressbar", { name: "Upload progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe(`/api/trips/${TRIP}/documents`);
    expect([...FakeXhr.sent[0]!.form.keys()]).toEqual(["documentType", "file"]);
    expect(FakeXhr.sent[0]?.form.get("documentType")).toBe("visa");
    FakeXhr.finish?.();
    await waitFor(() => expect(within(form).queryByRole("progressbar")).not.toBeInTheDocument());
  }, 20_000);
  it("shows the server's refusal of the file next to it and keeps the chosen type", async () => {
    api();
    class RefusingXhr extends FakeXhr {
      override send(form: FormData) {
        super.send(form);
        FakeXhr.finish = () => {
          this.status = 415;
          this.responseText = JSON.stringify({
            error: { code: "UNSUPPORTED_MEDIA_TYPE", message: TRIP_DOCUMENT_UNSUPPORTED_MESSAGE },
          });
          this.onload?.();
        };
      }
    }
    vi.stubGlobal("XMLHttpRequest", RefusingXhr);
    FakeXhr.sent = [];
    renderWithClient(<TripDocumentsTab tripId={TRIP} canEdit />);
    const form = await screen.findByRole("form", { name: "Upload a document" });
    await userEvent.click(within(form).getByRole("combobox", { name: /Document type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Visa" }));
    const fake = new File(["not a pdf"], "visa.pdf", { type: "application/pdf" });
    await userEvent.upload(within(form).getByLabelText(/File/), fake);
    await userEvent.click(within(form).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.finish?.();
    await waitFor(() =>
      expect(within(form).getByLabelText(/File/)).toHaveAccessibleDescription(
        expect.stringContaining(TRIP_DOCUMENT_UNSUPPORTED_MESSAGE),
      ),
    );
    expect(within(form).getByRole("combobox", { name: /Document type/ })).toHaveTextContent("Visa");
  }, 20_000);
});
