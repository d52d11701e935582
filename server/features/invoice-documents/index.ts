// What other features may call of invoice-documents: the PDF helpers every money document prints with.

export {
  BOTTOM,
  CONTENT_WIDTH,
  drawFooters,
  drawLetterhead,
  drawRecipient,
  INK,
  MARGIN,
  MUTED,
  RIGHT_WIDTH,
  RIGHT_X,
  RULE,
  SHADE,
  startPdf,
} from "./pdf-layout";
export { toWinAnsi } from "./win-ansi";
