const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The check-in rate as a ring filled from the top; a picture only (the card says the numbers). */
export function CheckInRing({ rate, label }: { rate: number | null; label: string }) {
  const filled = Math.max(0, Math.min(1, rate ?? 0)) * CIRCUMFERENCE;
  return (
    <div className="relative size-24 shrink-0" aria-hidden="true" data-testid="check-in-ring">
      <svg viewBox="0 0 96 96" className="size-24" aria-hidden="true">
        <circle cx="48" cy="48" r={RADIUS} fill="none" stroke="var(--surface-variant)" strokeWidth="10" />
        {filled > 0 ? (
          <circle
            cx="48"
            cy="48"
            r={RADIUS}
            fill="none"
            stroke="var(--primary)"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            transform="rotate(-90 48 48)"
          />
        ) : null}
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-bold text-lg text-on-surface tabular-nums">
        {label}
      </span>
    </div>
  );
}
