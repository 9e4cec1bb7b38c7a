/** /admin/sponsorships — the queue, decisions, featured schedule and totals (issue 22). */
export function SponsorshipsPage() {
  return null;
}
