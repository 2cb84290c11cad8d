// The signed-in learner's account carried onto this device: their preferences
// (useAccountPreferences), and the writing they completed offline and the
// texts they asked a tutor to read offline, sent when the connection allows
// (useSendWaitingAttempts, useSendWaitingAsks). It needs the query client,
// which comes with the signed-in code, not with the shell every visitor loads
// (decision 016).

import { useAccountPreferences } from './features/progress/index.ts';
import { useSendWaitingAsks } from './features/tutoring/index.ts';
import { useSendWaitingAttempts } from './features/writing/use-send-waiting-attempts.ts';
import { useSignedInUser } from './lib/session.tsx';
import { QueryProvider } from './query-provider.tsx';

function Sync() {
  useAccountPreferences();
  const userId = useSignedInUser()?.userId ?? null;
  useSendWaitingAttempts(userId);
  useSendWaitingAsks(userId);
  return null;
}

export function AccountSync() {
  return (
    <QueryProvider>
      <Sync />
    </QueryProvider>
  );
}
