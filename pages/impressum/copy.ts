import { site } from '../../data/site'
import { team } from '../../data/team'

// Provider details for the Impressum (§ 5 DDG). Company data is the operator's to keep current.
export const provider = {
  company: site.legalName,
  street: 'Leopoldstraße 12',
  postcode: '80802',
  city: site.city,
  country: 'Deutschland',
  register: 'Amtsgericht München, HRB\u00a0281734',
  vatId: 'DE\u00a0345\u00a0678\u00a0912',
  managingDirectors: team.map((member) => member.name),
  responsibleForContent: team[0]?.name ?? '',
}
