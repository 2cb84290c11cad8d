// How the browser's code is cut into files (vite.config.ts). By default every module two chunks share
// becomes a file of its own: some thirty files under 3 KB, each costing a learner about 0.8 KB of
// headers both ways on a first visit that downloads them all (issue 34). Two groups gather them,
// each only of modules shared by two chunks or more (a module one page alone uses stays in its file):
// - public-common: what the home page shares with other parts (it downloads all of it anyway);
// - learner-common: what only signed-in pages share (the schemas, the query client, the outboxes).
// Left where they are: the shell's modules (React), other public pages' shared modules, so no public
// page downloads more than before, and the reading page's first screen, which comes without zod and
// the query client (issue 16's budget).
import { resolve } from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const SHELL = resolve('src/web/main.tsx');
const HOME = resolve('src/web/pages/HomePage.tsx');
/** The reading page's first screen, which comes without zod and the query client (issue 16's budget). */
const READING_FIRST_SCREEN = resolve('src/web/features/reading/ReadingPage.tsx');
const PUBLIC_PAGES = [
  HOME,
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

type Group = 'public-common' | 'learner-common';

export function chunkGroups() {
  let parts: { shell: Set<string>; home: Set<string>; publicPages: Set<string>; reading: Set<string> } | undefined;
  const groupOf = (graph: ModuleGraph, id: string): Group | null => {
    // The prerender build (scripts/build.mjs) has no browser entry: nothing is grouped there.
    if (!graph.getModuleInfo(SHELL)) return null;
    parts ??= {
      shell: reached(graph, [SHELL]),
      home: reached(graph, [HOME]),
      publicPages: reached(graph, PUBLIC_PAGES),
      reading: reached(graph, [READING_FIRST_SCREEN]),
    };
    if (parts.shell.has(id) || parts.reading.has(id)) return null;
    if (parts.home.has(id)) return 'public-common';
    if (parts.publicPages.has(id)) return null;
    return 'learner-common';
  };
  const group = (name: Group) => ({
    debugName: name,
    name: (id: string, graph: ModuleGraph) => (groupOf(graph, id) === name ? name : null),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  });
  return [group('public-common'), group('learner-common')];
}
