// Plain links: the server answers with content-disposition: attachment, so the browser downloads them
// with the session cookie and no script has to hold the file in memory.
export const SSR_EXPORT_URL = "/api/ssr/export.csv";
export const SSR_TEMPLATE_URL = "/api/ssr/template.csv";
