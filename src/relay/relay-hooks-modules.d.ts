// The hooks a screen or island imports from their own react-relay modules, so that they are not in
// every page's first download (src/relay/browser/react-relay-hooks.js): typed as the package's entry types them.
declare module 'react-relay/lib/relay-hooks/usePaginationFragment' {
  import { usePaginationFragment } from 'react-relay/relay-hooks/usePaginationFragment';
  export default usePaginationFragment;
}

declare module 'react-relay/lib/relay-hooks/useMutation' {
  import { useMutation } from 'react-relay/relay-hooks/useMutation';
  export default useMutation;
}
