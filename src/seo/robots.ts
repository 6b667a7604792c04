/** Screens that belong to one shopper: never indexed (spec §2 paths, without the language prefix). */
const PRIVATE_PATHS = ['/my-account', '/checkout', '/order-summary', '/oauth', '/wishlist'];

export function isPrivatePath(appPath: string): boolean {
  return PRIVATE_PATHS.some((path) => appPath === path || appPath.startsWith(`${path}/`));
}
