/**
 * Passenger search ignores case and accents: "muller" finds "Müller", "ÇELIK" finds "Çelik".
 * The database keeps a generated column folded with SQL `translate(…, SEARCH_FOLD_FROM, SEARCH_FOLD_TO)`
 * and the service folds the search term with `foldSearchText`, which maps exactly the same
 * characters, so both sides always agree whatever the database's locale (no lower(), no unaccent).
 */

const ACCENTED_LETTERS =
  "ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįı" +
  "ĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšȘșŢŤŦţťŧȚțÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűų" +
  "ŴŵÝŸŶýÿŷŹŻŽźżžÆæŒœßÞþÐð";

// Letters NFD cannot take apart get the base letter they are read as.
const SPECIAL_BASES: Readonly<Record<string, string>> = {
  Đ: "d",
  đ: "d",
  Ħ: "h",
  ħ: "h",
  ı: "i",
  Ŀ: "l",
  ŀ: "l",
  Ł: "l",
  ł: "l",
  Ø: "o",
  ø: "o",
  Ŧ: "t",
  ŧ: "t",
  Æ: "a",
  æ: "a",
  Œ: "o",
  œ: "o",
  ß: "s",
  Þ: "t",
  þ: "t",
  Ð: "d",
  ð: "d",
};

const ASCII_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function baseLetter(char: string): string {
  return SPECIAL_BASES[char] ?? char.normalize("NFD").charAt(0).toLowerCase();
}

const accented = [...ACCENTED_LETTERS];

/** Characters the search folds, each to the one character at the same position of SEARCH_FOLD_TO. */
export const SEARCH_FOLD_FROM = ASCII_UPPER + accented.join("");
export const SEARCH_FOLD_TO = ASCII_UPPER.toLowerCase() + accented.map(baseLetter).join("");

const FOLD: ReadonlyMap<string, string> = new Map(
  [...SEARCH_FOLD_FROM].map((char, i) => [char, SEARCH_FOLD_TO.charAt(i)]),
);

/** Folds text the way the database's search column is folded. */
export function foldSearchText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) out += FOLD.get(char) ?? char;
  return out;
}

/** The text a passenger is found by: names and passport number, as the generated column joins them. */
export function passengerSearchText(p: {
  firstName: string;
  surname: string;
  passportNumber: string;
}): string {
  return foldSearchText(`${p.firstName} ${p.surname} ${p.passportNumber}`);
}
