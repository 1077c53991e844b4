import { DocsBlock } from '../../components/design/DocsLayout'
import { PortraitSamples } from '../../components/design/PortraitSamples'
import { PersonName } from '../../components/media/PersonName'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { team } from '../../data/team'
import { blocks } from './copy'

const accents = { brand: 'bg-brand-50', violet: 'bg-violet-50', mint: 'bg-mint-50', ink: 'bg-ink-100' } as const

export function Portraits() {
  return (
    <DocsBlock id="portraets" copy={blocks.portraets}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {team.map((person) => (
          <li
            key={person.name}
            className={`flex items-center gap-4 rounded-2xl p-4 sm:flex-col sm:items-start sm:p-5 ${accents[person.accent]}`}
          >
            <PersonPhoto name={person.name} src={person.image} size={80} className="ring-4 ring-white" />
            <PersonName name={person.name} role={person.role} />
          </li>
        ))}
      </ul>
      <PortraitSamples />
    </DocsBlock>
  )
}
