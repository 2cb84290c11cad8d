// How the browser's code is cut into files (vite.config.ts). By default every module two chunks share
// becomes a file of its own: some thirty files under 3 KB, each costing a learner about 0.8 KB of
// headers both ways on a first visit that downloads them all (issue 34). Two groups gather them:
// - public-common: what the public pages share beyond the shell (links, page titles, the claims);
// - learner-common: what only the signed-in pages share (the query client, the outboxes, the
//   domain's schemas, small helpers), so no public page downloads it.
// A module one page alone uses stays in that page's file, and the shell's modules (React) stay where
// the shell loads them.
import { resolve } from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const SHELL = resolve('src/web/main.tsx');
const PUBLIC_PAGES = [
  'src/web/pages/HomePage.tsx',
  'src/web/pages/FeaturesPage.tsx',
  'src/web/pages/AboutPage.tsx',
  'src/web/pages/LegalPage.tsx',
  'src/web/pages/HelpPage.tsx',
  'src/web/features/auth/ResetCodePage.tsx',
].map((file) => resolve(file));

/** Every module the given ones import, directly or not (static imports only: a lazy part is its own). */
function reached(graph: ModuleGraph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    const info = graph.getModuleInfo(module);
    if (!info) throw new Error(`scripts/chunk-groups.ts: ${module} is not in the module graph`);
    seen.add(module);
    for (const next of info.importedIds) visit(next);
  };
  for (const module of from) visit(module);
  return seen;
}

export function chunkGroups() {
  let parts: { shell: Set<string>; publicPages: Set<string> } | undefined;
  const partOf = (graph: ModuleGraph, id: string): 'shell' | 'public' | 'learner' | null => {
    // The prerender build (scripts/build.mjs) has no browser entry: nothing is grouped there.
    if (!graph.getModuleInfo(SHELL)) return null;
    parts ??= { shell: reached(graph, [SHELL]), publicPages: reached(graph, PUBLIC_PAGES) };
    if (parts.shell.has(id)) return 'shell';
    return parts.publicPages.has(id) ? 'public' : 'learner';
  };
  const group = (name: 'public' | 'learner') => ({
    debugName: `${name}-common`,
    name: (id: string, graph: ModuleGraph) => {
      if (partOf(graph, id) !== name) return null;
      // The public pages' forms (reset code) bring zod and the schemas: those stay their own file, so the
      // home page, which has no form, never downloads them.
      if (name === 'public' && !id.includes('/src/web/')) return null;
      return `${name}-common`;
    },
    minShareCount: 2,
    includeDependenciesRecursively: false,
  });
  return [group('public'), group('learner')];
}
