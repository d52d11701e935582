import type { PassengerMergePreview } from "#domain/passenger-merge/passenger-merge.schema";
import { describePassengerMoves } from "#domain/passenger-merge/passenger-merge-summary";
import { passengerName } from "#domain/passengers/passenger-format";

const fieldLabels = {
  title: "title",
  gender: "gender",
  dateOfBirth: "date of birth",
  nationality: "nationality",
} as const;

const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** What a passenger merge does, in sentences, from the server's preview. */
export function passengerMergeSentences(preview: PassengerMergePreview): string[] {
  // Two records of one name are told apart by their passports.
  const same = passengerName(preview.survivor) === passengerName(preview.source);
  const label = (p: PassengerMergePreview["survivor"]) =>
    same ? `${passengerName(p)} (${p.passportNumber})` : passengerName(p);
  const survivor = label(preview.survivor);
  const source = label(preview.source);
  const { moves } = preview;
  const moved = describePassengerMoves(moves);
  const sentences = [
    moved === "nothing"
      ? `${source} has no trips, bookings, SSR requests or connections to move.`
      : `${source}'s ${moved} will move to ${survivor}; a trip both are on keeps one place.`,
  ];
  if (moves.ssrRequestsDropped > 0) {
    const n = moves.ssrRequestsDropped;
    sentences.push(
      `${n} SSR ${n === 1 ? "request" : "requests"} ${survivor} already has on the same trip will be dropped.`,
    );
  }
  if (moves.filledFields.length > 0) {
    const fields = list.format(moves.filledFields.map((field) => fieldLabels[field]));
    sentences.push(`${survivor}'s empty ${fields} will take ${source}'s.`);
  }
  sentences.push(`${survivor}'s passport stays; ${source} will then be deleted.`);
  return sentences;
}
