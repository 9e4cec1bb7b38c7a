import type { ReportTargetType } from '@eventos/domain';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ReportDialog } from './report-dialog.tsx';

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  targetLabel?: string;
  /** "Denunciar", from the host page's own texts (the dialog's texts load when it opens). */
  label: string;
}

/** A quiet "Denunciar" button that opens the report dialog. */
export function ReportButton({ targetType, targetId, targetLabel, label }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ReportDialog
        targetType={targetType}
        targetId={targetId}
        {...(targetLabel ? { targetLabel } : {})}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
