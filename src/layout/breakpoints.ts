/** The admin's breakpoints (spec section 9), in a module of their own so that lazily loaded parts can read them without the theme. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
