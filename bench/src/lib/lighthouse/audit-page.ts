import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export interface FailedAudit {
  id: string;
  title: string;
  category: Category;
}

export interface PageAudit {
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits that did not pass (score below 0.9), for finding what to fix. */
  failed: FailedAudit[];
  /** Performance opportunities with an estimated saving, largest first. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  warnings: string[];
}

/**
 * Runs Lighthouse 12 on one URL in the Chromium listening on `port`, with its default settings:
 * mobile form factor, mobile screen emulation and simulated mobile throttling. `label` names the
 * row; `keepStorage` keeps the origin's storage instead of clearing it first.
 */
export async function auditPage(
  baseUrl: string,
  path: string,
  port: number,
  options: { label?: string; keepStorage?: boolean } = {},
): Promise<PageAudit> {
  const result = await lighthouse(new URL(path, baseUrl).toString(), {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    // A returning visitor's load keeps what the page stored (the custom-theme audit needs it).
    ...(options.keepStorage ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);

  const scores = {} as Record<Category, number | null>;
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
    for (const ref of entry?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failed.push({ id: ref.id, title: audit.title, category });
      }
    }
  }
  const metrics = {} as Record<keyof typeof METRICS, number | null>;
  for (const [key, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    const value = lhr.audits[id]?.numericValue;
    metrics[key] =
      value === undefined
        ? null
        : Math.round(value * (key === 'cls' ? 1000 : 1)) / (key === 'cls' ? 1000 : 1);
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && (a.score ?? 1) < 1)
    .map((a) => ({ id: a.id, title: a.title, savingsMs: Math.round(a.numericValue ?? 0) }))
    .sort((x, y) => y.savingsMs - x.savingsMs);
  return { path: options.label ?? path, scores, metrics, failed, opportunities, warnings: lhr.runWarnings };
}
