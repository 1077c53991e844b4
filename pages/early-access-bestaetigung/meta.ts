import type { PageMeta } from '../page-meta'

export const meta: PageMeta = {
  title: 'Anmeldung bestätigen',
  description: 'Bestätige deine Anmeldung zum Early Access von OnePitch über den Link in unserer E-Mail.',
  robots: 'noindex',
}
