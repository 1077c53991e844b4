// Labels of the jury and angel grids (components/spotlight/PeopleGrid.tsx, an island) on /spotlight,
// /jury-spotlight and /startup-partner. The people themselves are in data/jury.ts and data/angels.ts.

export const peopleGridCopy = {
  juryPending: 'Wird noch bekanntgegeben',
  angelPending: 'Bald verfügbar',
  verifiedAngel: 'Verifiziert',
  superpower: 'Superkraft',
  themes: 'Themen',
  achievements: 'Erfolge',
  investmentFocus: 'Investment-Fokus',
  openProfile: 'Profil ansehen',
  closeProfile: 'Profil schließen',
  showLess: 'Weniger anzeigen',
  /** The list toggle: how many further entries it reveals. */
  showAll: (more: number) => `Alle anzeigen (+${more})`,
}
