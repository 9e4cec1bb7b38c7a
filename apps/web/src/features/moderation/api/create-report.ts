import type { CreateReportInput } from '@eventos/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/v1/reports — 201 with the report's id; 409 'report.duplicate' when already reported. */
export function createReport(input: CreateReportInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/v1/reports', { method: 'POST', json: input });
}

/** Files a report; nothing cached changes (the reporter sees no list of their reports). */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
