import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ReportDialog } from '../../../components/ui/report-dialog';
import { blockUser, confirmBlock } from '../../../lib/safety-api';

/** Report or block a founder from their profile dialog. */
export function FounderSafety({ founderId, name, onBlocked }: { founderId: string; name: string; onBlocked: () => void }) {
  const queryClient = useQueryClient();
  const [isReporting, setIsReporting] = useState(false);
  const block = () => {
    if (!confirmBlock(name)) return;
    blockUser(founderId).then(
      () => {
        onBlocked();
        void queryClient.invalidateQueries();
      },
      (error: unknown) => window.alert(error instanceof Error ? error.message : 'Something went wrong.'),
    );
  };
  return (
    <div className="flex justify-center gap-4 text-xs">
      <button type="button" onClick={() => setIsReporting(true)} className="text-zinc-600 underline">
        Report {name}
      </button>
      <button type="button" onClick={block} className="text-red-700 underline">
        Block {name}
      </button>
      {isReporting ? <ReportDialog userId={founderId} name={name} onClose={() => setIsReporting(false)} /> : null}
    </div>
  );
}
