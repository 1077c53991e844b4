import { ContactCards } from './ContactCards'
import { Hero } from './Hero'
import { MoreLinks } from './MoreLinks'

export default function Page() {
  return (
    <>
      <Hero />
      <ContactCards />
      <MoreLinks />
    </>
  )
}
