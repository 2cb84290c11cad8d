// The signed-in learner's account preferences, carried onto this device
// (useAccountPreferences). It needs the query client, which comes with the
// signed-in code, not with the shell every visitor loads (issue 16).
import { useAccountPreferences } from './features/progress/index.ts';
import { QueryProvider } from './query-provider.tsx';

function Sync() {
  useAccountPreferences();
  return null;
}

export function AccountSync() {
  return (
    <QueryProvider>
      <Sync />
    </QueryProvider>
  );
}
