const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escaped text where **words** become <strong>words</strong>. */
const inline = (text: string) => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/**
 * The stored description of a demo event, as the editor would save it: paragraphs, with the
 * highlights as a bulleted list after the first one. Only <p>, <strong>, <ul> and <li> appear.
 */
export function renderDemoDescription(
  paragraphs: readonly string[],
  highlights: readonly string[] = [],
): string {
  const blocks = paragraphs.map((p) => `<p>${inline(p)}</p>`);
  if (highlights.length > 0)
    blocks.splice(1, 0, `<ul>${highlights.map((h) => `<li>${inline(h)}</li>`).join('')}</ul>`);
  return blocks.join('');
}
