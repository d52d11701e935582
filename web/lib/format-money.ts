// The one money formatter lives in domain/, shared with the server's PDFs.
export { formatMoney } from "#domain/money-format";
