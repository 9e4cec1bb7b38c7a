import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Check your e-mail": what the sign-up and forgot-password forms show once sent. */
export function CheckEmailNotice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-2xl bg-success-container p-5 text-on-success-container"
    >
      <MailCheck aria-hidden="true" className="size-8" />
      <h2 className="font-semibold text-lg">{title}</h2>
      <div className="flex flex-col gap-2 text-sm">{children}</div>
      {action}
    </div>
  );
}
