/**
 * Recoil features the shop turns off (RecoilEnv's gates; recoilEnvironment.ts applies this list).
 *
 * `recoil_hamt_2020`: Recoil keeps a store's atom values in a hash array mapped trie, built for
 * thousands of atoms; the shop has six, for which Recoil's other store, a Map copied on write, does
 * as well. The browser build reads these gates as off and leaves out what only they use (the trie:
 * scripts/vite-recoil-tree-shaking.mts).
 */
export const RECOIL_GATES_OFF: readonly string[] = ['recoil_hamt_2020'];
