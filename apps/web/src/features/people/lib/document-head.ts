/** Marks the head elements a page set, so it removes exactly those when it goes. */
const OWNER = 'data-page-head';

type HeadTag =
  | { kind: 'meta-name' | 'meta-property'; key: string; content: string }
  | { kind: 'canonical'; href: string };

function selectorOf(tag: HeadTag): string {
  if (tag.kind === 'canonical') return 'link[rel="canonical"]';
  return tag.kind === 'meta-name' ? `meta[name="${tag.key}"]` : `meta[property="${tag.key}"]`;
}

/** Puts `tags` into the document head (replacing what had the same name) and returns how to take them out. */
export function setHeadTags(tags: HeadTag[]): () => void {
  const added: Element[] = [];
  for (const tag of tags) {
    for (const old of document.head.querySelectorAll(selectorOf(tag))) old.remove();
    const element =
      tag.kind === 'canonical' ? document.createElement('link') : document.createElement('meta');
    if (tag.kind === 'canonical') {
      element.setAttribute('rel', 'canonical');
      element.setAttribute('href', tag.href);
    } else {
      element.setAttribute(tag.kind === 'meta-name' ? 'name' : 'property', tag.key);
      element.setAttribute('content', tag.content);
    }
    element.setAttribute(OWNER, '');
    document.head.append(element);
    added.push(element);
  }
  return () => {
    for (const element of added) element.remove();
  };
}

export type { HeadTag };
