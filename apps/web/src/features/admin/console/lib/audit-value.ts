/** A plain-text line for a before/after value of the audit log ('role: admin', 'isActive: false'). */
export function auditValueText(value: unknown, translate: (key: string, raw: string) => string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, translate)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, item]) =>
        `${key}: ${typeof item === 'string' ? translate(key, item) : auditValueText(item, translate)}`,
    )
    .join(', ');
}
