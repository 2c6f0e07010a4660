import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Menu } from '../../../components/ui/menu';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { blockQuestion, blockUser } from '../../../lib/safety-api';

/** Report or block a founder from their profile dialog, through an options menu; a block is asked first. */
export function FounderSafety({ founderId, name, onBlocked }: { founderId: string; name: string; onBlocked: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const close = () => setOpen(null);
  const block = async () => {
    await blockUser(founderId);
    onBlocked();
    void queryClient.invalidateQueries();
  };
  return (
    <>
      <Menu
        label={`Options for ${name}`}
        items={[
          { label: `Report ${name}`, onSelect: () => setOpen('report') },
          { label: `Block ${name}`, onSelect: () => setOpen('block'), isDestructive: true },
        ]}
      />
      {open === 'report' ? <ReportDialog userId={founderId} name={name} onClose={close} /> : null}
      {open === 'block' ? (
        <ConfirmDialog title={`Block ${name}`} body={blockQuestion(name)} confirmLabel="Block" onConfirm={block} onClose={close} />
      ) : null}
    </>
  );
}
