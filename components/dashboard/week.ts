import type { DashboardData } from '../../data/dashboard'

/** Each day of the week's views with its bar's height, in per cent of the busiest day (both charts of the dashboard). */
export const weekBars = (weeklyViews: DashboardData['weeklyViews']) => {
  const most = Math.max(...weeklyViews.map((day) => day.views))
  return weeklyViews.map((day) => ({ ...day, height: `${Math.round((day.views / most) * 100)}%` }))
}
