/**
 * The page's one split from 1024 px: two equal columns, 64 px apart. The vision (text and quote), the values (two by
 * two), the FAQ (heading and questions) and the closing cards share it, so their second columns start on one edge
 * (four splits put it at 586, 651, 672 and 696 px at 1280, session 29 review round 3).
 */
export const pageSplit = 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-16'
