import { DocsLayout } from '../../components/design/DocsLayout'
import { Components } from './Components'
import { blocks, navLabel } from './copy'
import { Hero } from './Hero'
import { Motion } from './Motion'
import { Pages, ReadmePanel } from './Pages'
import { Shortcuts } from './Shortcuts'
import { Tokens } from './Tokens'

/** The token and architecture view of the design: layers, roles, inventory and motion rules (specimens: /designguide). */
export default function Page() {
  return (
    <>
      <Hero />
      <DocsLayout blocks={blocks} label={navLabel}>
        <Tokens />
        <Shortcuts />
        <Components />
        <Pages />
        <Motion />
        <ReadmePanel />
      </DocsLayout>
    </>
  )
}
