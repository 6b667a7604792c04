import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';

/** react-router's history: entries keyed in `history.state` ({ usr, key, idx }), Back/Forward reported to one listener. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser's session history. */
export const createBrowserHistory = (): History => UNSAFE_createBrowserHistory();

/** A history held in memory: the server's render of one URL, and tests. */
export const createMemoryHistory = (initialEntries: string[]): History => UNSAFE_createMemoryHistory({ initialEntries });
