import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Menu } from '../../../components/ui/menu';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { blockQuestion, blockUser, unmatch } from '../../../lib/safety-api';

/** The conversation's safety actions: report, block, and unmatch for a match's room, each asked first. */
export function ConversationMenu({
  partnerId,
  partnerName,
  matchId,
  onLeft,
}: {
  partnerId: string | null;
  partnerName: string;
  matchId: string | null;
  /** Called once a block or an unmatch is done and the reader is back on the list, with what to say of it. */
  onLeft: (notice: string) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'report' | 'unmatch' | 'block' | null>(null);

  if (!partnerId) return null;
  const close = () => setOpen(null);
  const leave = async (action: () => Promise<unknown>) => {
    await action();
    await queryClient.invalidateQueries();
    await navigate('/app/chat', { replace: true });
  };

  return (
    <>
      <Menu
        label="Conversation options"
        items={[
          { label: `Report ${partnerName}`, onSelect: () => setOpen('report') },
          ...(matchId ? [{ label: 'Unmatch', onSelect: () => setOpen('unmatch'), isDestructive: true }] : []),
          { label: `Block ${partnerName}`, onSelect: () => setOpen('block'), isDestructive: true },
        ]}
      />
      {open === 'report' ? <ReportDialog userId={partnerId} name={partnerName} onClose={close} /> : null}
      {open === 'unmatch' && matchId ? (
        <ConfirmDialog
          title={`Unmatch ${partnerName}`}
          body={`Unmatch ${partnerName}? The match and this conversation disappear for both of you.`}
          confirmLabel="Unmatch"
          onConfirm={() => leave(() => unmatch(matchId)).then(() => onLeft(`Unmatched ${partnerName}.`))}
          onClose={close}
        />
      ) : null}
      {open === 'block' ? (
        <ConfirmDialog
          title={`Block ${partnerName}`}
          body={blockQuestion(partnerName)}
          confirmLabel="Block"
          onConfirm={() => leave(() => blockUser(partnerId)).then(() => onLeft(`Blocked ${partnerName}.`))}
          onClose={close}
        />
      ) : null}
    </>
  );
}
