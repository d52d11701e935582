export interface TopicLiteral {
  file: string;
  line: number;
  column: number;
  what: string;
}
export function topicNamesIn(text: string): Set<string>;
export function topicLiteralsOf(
  text: string,
  file: string,
  topicNames: ReadonlySet<string>,
): { offset: number; what: string }[];
export function checkTopicLiterals(root: string): TopicLiteral[];
