/** `text` cut to at most `max` characters, its last one an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
