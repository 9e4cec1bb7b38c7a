import { AdminLayout } from '../components/admin-layout.tsx';

/** Placeholder while the page is being built (issue 21). */
export function TestRequirementFieldsPage() {
  return <AdminLayout>{null}</AdminLayout>;
}
