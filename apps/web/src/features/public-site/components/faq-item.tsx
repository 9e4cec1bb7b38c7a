import { ChevronDown } from 'lucide-react';

/** One question of the FAQ: a native disclosure, so keyboard and screen readers work unaided. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <details className="group rounded-2xl border border-outline-variant bg-surface text-on-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 font-medium focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="px-5 pb-4 text-on-surface-variant leading-relaxed">{answer}</p>
    </details>
  );
}
