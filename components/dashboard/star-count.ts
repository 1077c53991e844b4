/** How many whole stars a rating fills: the nearest whole number (4,35 fills four), from none to `total`. */
export const filledStars = (rating: number, total: number) => Math.min(total, Math.max(0, Math.round(rating)))
