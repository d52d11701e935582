import type { ClientMergePreview } from "#domain/client-merge/client-merge.schema";
import { describeClientMoves } from "#domain/client-merge/client-merge-summary";
import { sentence } from "#domain/sentence";
import { formatMomentDay } from "../../../lib/moment-format";

const fieldLabels = { email: "e-mail", phone: "phone", address: "address" } as const;
const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** What a client merge does, in sentences, from the server's preview. */
export function clientMergeSentences(preview: ClientMergePreview): string[] {
  const { moves } = preview;
  // Two clients of one name are told apart by when they were added.
  const same = preview.survivor.name === preview.source.name;
  const label = (client: ClientMergePreview["survivor"]) => ({
    name: same ? `${client.name} (added ${formatMomentDay(client.createdAt)})` : client.name,
  });
  const [survivor, source] = [label(preview.survivor), label(preview.source)];
  const moved = describeClientMoves(moves);
  const sentences = [
    moved === "nothing"
      ? `${source.name} has nothing to move.`
      : sentence(`${source.name}'s ${moved} will move to ${survivor.name}`),
  ];
  if (moves.filledFields.length > 0) {
    const fields = list.format(moves.filledFields.map((field) => fieldLabels[field]));
    sentences.push(`${survivor.name}'s empty ${fields} will take ${source.name}'s.`);
  }
  if (moves.notesAppended) sentences.push(`${source.name}'s notes will be added to ${survivor.name}'s.`);
  sentences.push(`${source.name} will then be deleted.`);
  return sentences;
}
