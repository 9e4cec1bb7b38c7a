export interface TextSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** Headed sections of plain text (legal and about pages); text is never rendered as HTML. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-8">
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="font-semibold text-on-background text-xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-on-surface leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items?.length ? (
            <ul className="flex list-disc flex-col gap-1.5 ps-6 text-on-surface leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
