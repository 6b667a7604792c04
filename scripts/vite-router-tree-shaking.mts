import type { Plugin } from 'vite';

/** react-router's production build, the browser's copy (see `browserRouter` in vite.config.mts). */
const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `Link.displayName = "Link";`: a name for React's developer tools, written as a statement of its own. */
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(`: React's component and context factories, which have no side effects. */
const FACTORY_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * Lets the bundler leave out the react-router components the shop does not use. react-router writes
 * each component's `displayName` as a statement of its own and does not mark `forwardRef` calls free
 * of side effects, so its Form, Link, NavLink, ScrollRestoration and data router components, with
 * everything they call, stayed in every page's first download though nothing renders them (9 kB gzip).
 * Without the names, the components are only what they are, and unused ones go.
 */
export function routerTreeShaking(code: string): { code: string; names: number; factories: number } {
  let names = 0;
  let factories = 0;
  const shaken = code
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    })
    .replace(FACTORY_CALL, (_, call: string) => {
      factories += 1;
      return `= /* @__PURE__ */ ${call}`;
    });
  return { code: shaken, names, factories };
}

export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'vitrine-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !ROUTER_BUILD.test(id)) return null;
      return { code: routerTreeShaking(code).code, map: null };
    },
  };
}
