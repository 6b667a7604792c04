/** The element's position below `root`: its index among its parent's children, from the top down. */
export function pathWithin(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

/** The element at `path` below `root` (see pathWithin), or null. */
function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** `element` while it is in the page, else the one now at its place below `root` (hydration may replace it). */
export function elementOrSuccessor(root: Element, element: Element, path: readonly number[]): Element | null {
  return element.isConnected ? element : elementAt(root, path);
}
