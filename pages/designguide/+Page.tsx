import { DocsLayout } from '../../components/design/DocsLayout'
import { Badges } from './Badges'
import { Buttons } from './Buttons'
import { Colours } from './Colours'
import { blocks, navLabel } from './copy'
import { Forms } from './Forms'
import { Hero } from './Hero'
import { Icons } from './Icons'
import { Motion } from './Motion'
import { Portraits } from './Portraits'
import { Spacing } from './Spacing'
import { Surfaces } from './Surfaces'
import { TagsSection } from './TagsSection'
import { Typography } from './Typography'

/** The internal specimen sheet: every style and component of the site, live, with code to copy. */
export default function Page() {
  return (
    <>
      <Hero />
      <DocsLayout blocks={blocks} label={navLabel}>
        <Typography />
        <Colours />
        <Buttons />
        <Badges />
        <Forms />
        <Surfaces />
        <Icons />
        <Portraits />
        <Motion />
        <Spacing />
        <TagsSection />
      </DocsLayout>
    </>
  )
}
