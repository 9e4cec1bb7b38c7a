import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules of a QR code (a 1×1 square per module). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * The ticket code as a QR code, drawn as SVG from the code's modules (no markup from a string).
 * Always dark on white, whatever the theme, so any scanner reads it. Loaded only with the ticket.
 */
export default function TicketQr({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(code), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-64 rounded-xl"
      data-ticket-code={code}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
