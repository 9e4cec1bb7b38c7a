import { REPORT_TARGET_TYPES, type ReportState, type ReportTargetType } from '@eventos/domain';

/** The page's tabs: reports waiting, reports decided, and the log of actions. */
export const REPORTS_TABS = ['open', 'resolved', 'log'] as const;
export type ReportsTab = (typeof REPORTS_TABS)[number];

/** How the decided reports went, as the Resolvidas tab shows them. */
export const RESOLVED_STATES = ['actioned', 'dismissed'] as const satisfies readonly ReportState[];

/** What the address says: ?status=open|actioned|dismissed|log and ?type=event|comment|group|profile. */
export interface ReportsView {
  tab: ReportsTab;
  status: ReportState;
  targetType: ReportTargetType | null;
}

const isType = (value: string | null): value is ReportTargetType =>
  (REPORT_TARGET_TYPES as readonly string[]).includes(value ?? '');

/** Reads the view from the query string; anything unknown falls back to the open queue of every type. */
export function readReportsView(params: URLSearchParams): ReportsView {
  const status = params.get('status');
  const type = params.get('type');
  const targetType = isType(type) ? type : null;
  if (status === 'log') return { tab: 'log', status: 'open', targetType };
  if (status === 'actioned' || status === 'dismissed') return { tab: 'resolved', status, targetType };
  return { tab: 'open', status: 'open', targetType };
}

/** The query string for a view (the defaults left out, so /admin/event-reports is the open queue). */
export function reportsSearch(view: { status: ReportState | 'log'; targetType: ReportTargetType | null }) {
  const params = new URLSearchParams();
  if (view.status !== 'open') params.set('status', view.status);
  if (view.targetType && view.status !== 'log') params.set('type', view.targetType);
  return params;
}

/** The status a tab opens on. */
export function tabStatus(tab: ReportsTab): ReportState | 'log' {
  if (tab === 'log') return 'log';
  return tab === 'resolved' ? 'actioned' : 'open';
}
