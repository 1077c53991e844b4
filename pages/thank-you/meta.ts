import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Danke für deine Anmeldung',
  description: 'Du bist auf der Early-Access-Liste von OnePitch. So geht es jetzt weiter.',
  robots: 'noindex',
}
