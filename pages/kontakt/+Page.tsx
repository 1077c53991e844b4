import { ContactCards } from './ContactCards'
import { Hero } from './Hero'
import { MoreLinks } from './MoreLinks'

/** The hero, the two ways to reach us, then shortcuts (what is on at the Spotlight first). */
export default function Page() {
  return (
    <>
      <Hero />
      <ContactCards />
      <MoreLinks />
    </>
  )
}
