import { describe, expect, it } from "vitest";
import {
  TRIP_DOCUMENT_FILE_REQUIRED,
  TRIP_DOCUMENT_TYPE_REQUIRED,
  tripDocumentUploadFormSchema,
} from "./trip-document.schema";
import { TRIP_DOCUMENT_MAX_BYTES, TRIP_DOCUMENT_TOO_LARGE_MESSAGE } from "./trip-document-values";

const schema = tripDocumentUploadFormSchema<{ name: string; size: number }>();
const file = (size: number) => ({ name: "ticket.pdf", size });

describe("tripDocumentUploadFormSchema", () => {
  it.each([
    [
      { documentType: "", file: null },
      { documentType: TRIP_DOCUMENT_TYPE_REQUIRED, file: TRIP_DOCUMENT_FILE_REQUIRED },
    ],
    [{ documentType: "boarding", file: file(1) }, { documentType: TRIP_DOCUMENT_TYPE_REQUIRED }],
    [{ documentType: "ticket", file: undefined }, { file: TRIP_DOCUMENT_FILE_REQUIRED }],
    [
      { documentType: "ticket", file: file(TRIP_DOCUMENT_MAX_BYTES + 1) },
      { file: TRIP_DOCUMENT_TOO_LARGE_MESSAGE },
    ],
  ])("%j → %j", (values, expected) => {
    const issues = schema.safeParse(values).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))).toEqual(expected);
  });

  it("takes a type and a file up to the limit", () => {
    const upload = file(TRIP_DOCUMENT_MAX_BYTES);
    expect(schema.parse({ documentType: "visa", file: upload })).toEqual({
      documentType: "visa",
      file: upload,
    });
  });
});
