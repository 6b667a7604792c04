/**
 * When the browser asks for an image:
 * - 'first': the page's main image (its LCP), preloaded from the <head> and fetched at high priority;
 * - 'soon': lazily, as soon as the page is laid out and the image nears the screen: what a phone
 *   likely shows before any scrolling;
 * - 'later': like 'soon', except that a server-rendered page asks for it only once its code has run,
 *   so that on a slow link the images further down do not delay the moment the page answers taps.
 */
export type FetchOrder = 'first' | 'soon' | 'later';

/**
 * The cards a phone shows before scrolling when a grid starts the page's content: two rows of two, or
 * the first row on a wider screen. The first card's image is the page's main image.
 */
const CARDS_ON_FIRST_SCREEN = 4;

/**
 * When to fetch the image of the card at `index` of a grid. `cardsOnFirstScreen`: how many of its
 * cards a phone shows before scrolling (fewer when other content comes first, e.g. the home page's
 * hero leaves room for one row). A card further down waits for the code: on a phone's slow link its
 * bytes would otherwise delay the moment the page answers taps, and nobody sees it yet.
 */
export function cardFetchOrder(index: number, cardsOnFirstScreen = CARDS_ON_FIRST_SCREEN): FetchOrder {
  if (index === 0) return 'first';
  return index < cardsOnFirstScreen ? 'soon' : 'later';
}
