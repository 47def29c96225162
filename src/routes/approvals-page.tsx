// The Approvals screen: the purchase orders awaiting approval (for their approvers) and the shifts
// whose cash variance awaits it (for those who see shifts, with the shifts' texts loaded with them).
import { Suspense } from 'react';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ApprovalQueuePage } from '@/features/purchase-orders/approval-queue-page';
import { loadWords } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { canAccess } from '@/lib/session/access';
import { useSession } from '@/lib/session/use-session';

const ShiftApprovals = lazyPart(
  () => Promise.all([import('@/features/shifts/shift-approvals'), loadWords('shifts')]).then(([module]) => module),
  'ShiftApprovals',
);

export function ApprovalsPage() {
  const { session } = useSession();
  const shifts = canAccess(session, 'view_admin_shift') ? (
    <Suspense fallback={<PendingScreen />}>
      <ShiftApprovals />
    </Suspense>
  ) : null;
  return <ApprovalQueuePage more={shifts} />;
}
