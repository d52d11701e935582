/** A file part: sent as field "file" and as application/octet-stream unless told otherwise. */
export interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData sends it: the text fields, then the file if there is one. */
export function multipartForm(fields: Record<string, string>, file?: FormFile) {
  const boundary = `----itinera${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return { payload: Buffer.concat(chunks), contentType, headers: { "content-type": contentType } };
}
