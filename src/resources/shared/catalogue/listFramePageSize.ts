/** The page size ListFrame opens with (kept apart from it so the entry's list starts can read it without React). */
export const listFramePageSize = 25;
