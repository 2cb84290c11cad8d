// Gradient-boosted regression trees, small enough to read and to ship as
// data: the CEFR estimate's level. This side reads a fitted model; the
// fitting (scripts/fitting/boosted-trees.ts) runs only in `npm run fit:cefr`.

export type TreeNode = { f: number; t: number; l: TreeNode | number; r: TreeNode | number };
export type BoostedTrees = { base: number; rate: number; trees: (TreeNode | number)[] };

function leaf(node: TreeNode | number, x: number[]): number {
  let n = node;
  while (typeof n !== 'number') n = (x[n.f] as number) <= n.t ? n.l : n.r;
  return n;
}

export function boostedScore(model: BoostedTrees, x: number[]): number {
  let s = model.base;
  for (const t of model.trees) s += model.rate * leaf(t, x);
  return s;
}

/** The level of a score: how many cut points it passes. */
export const levelOfScore = (score: number, cuts: number[]) => cuts.filter((c) => score > c).length;
