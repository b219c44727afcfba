/** The text with `insert` put in place of the selection [start, end), and where the caret goes next. */
export function insertAtCursor(text: string, insert: string, start: number | null, end: number | null) {
  const from = start ?? text.length;
  const to = end ?? from;
  return { value: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
