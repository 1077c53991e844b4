import { peopleGridCopy } from '../../data/people-grid-copy'

/** An angel's comma-separated focus list as tags ("SaaS, Fintech" → ["SaaS", "Fintech"]). */
export const focusTags = (investments: string): string[] =>
  investments
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/** Label of the list toggle: how many further entries "Alle anzeigen" reveals. */
export const toggleLabel = (expanded: boolean, total: number, preview: number): string =>
  expanded ? peopleGridCopy.showLess : peopleGridCopy.showAll(Math.max(0, total - preview))
