import { AdminLayout } from '../components/admin-layout.tsx';

/** Placeholder while the page is being built (issue 21). */
export function StylesPage() {
  return <AdminLayout>{null}</AdminLayout>;
}
