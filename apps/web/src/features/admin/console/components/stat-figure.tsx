/** One figure of a card (inside a <dl>): the number large, what it counts beneath. */
export function StatFigure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="order-2 text-on-surface-variant text-sm">{label}</dt>
      <dd className="order-1 font-bold text-2xl text-on-surface tabular-nums">{value}</dd>
    </div>
  );
}
