// What other features may call of invoice-documents: the PDF helpers every money document prints with.
export { formatPdfMoney } from "./invoice-pdf";
export { toWinAnsi } from "./win-ansi";
