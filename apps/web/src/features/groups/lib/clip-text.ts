const META_DESCRIPTION_LENGTH = 160;

/** A text on one line, cut with an ellipsis to fit a meta description. */
export function clipText(text: string, max = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
