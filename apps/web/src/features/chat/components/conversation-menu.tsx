import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { blockUser, confirmBlock, unmatch } from '../../../lib/safety-api';

/** The conversation's safety actions: report, block, and unmatch for a match's room. */
export function ConversationMenu({
  partnerId,
  partnerName,
  matchId,
}: {
  partnerId: string | null;
  partnerName: string;
  matchId: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [isReporting, setIsReporting] = useState(false);

  const leave = async (action: () => Promise<unknown>) => {
    setIsOpen(false);
    try {
      await action();
      await queryClient.invalidateQueries();
      await navigate('/app/chat', { replace: true });
    } catch (error) {
      window.alert(error instanceof Error ? error.message : 'Something went wrong.');
    }
  };

  if (!partnerId) return null;
  return (
    <div className="relative">
      <button
        type="button"
        aria-label="Conversation options"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(!isOpen)}
        className="flex h-11 w-9 items-center justify-center rounded-lg text-xl text-zinc-600"
      >
        ⋯
      </button>
      {isOpen ? (
        <ul className="absolute right-0 z-30 mt-1 w-44 rounded-xl border border-zinc-200 bg-white py-1 text-sm shadow-lg">
          <li>
            <button
              type="button"
              onClick={() => {
                setIsOpen(false);
                setIsReporting(true);
              }}
              className="w-full px-3 py-2 text-left hover:bg-zinc-50"
            >
              Report {partnerName}
            </button>
          </li>
          {matchId ? (
            <li>
              <button
                type="button"
                onClick={() =>
                  window.confirm(`Unmatch ${partnerName}? The match and this conversation disappear for both of you.`) &&
                  void leave(() => unmatch(matchId))
                }
                className="w-full px-3 py-2 text-left hover:bg-zinc-50"
              >
                Unmatch
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={() => confirmBlock(partnerName) && void leave(() => blockUser(partnerId))}
              className="w-full px-3 py-2 text-left text-red-700 hover:bg-red-50"
            >
              Block {partnerName}
            </button>
          </li>
        </ul>
      ) : null}
      {isReporting ? <ReportDialog userId={partnerId} name={partnerName} onClose={() => setIsReporting(false)} /> : null}
    </div>
  );
}
