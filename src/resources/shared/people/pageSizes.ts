/** The page sizes the people and money lists offer, and the one they open with. */
export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;
