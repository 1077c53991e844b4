import { normaliseTagsA, sortTagsB, tagGroupsA, tagGroupsB, tagStyle } from '../../components/demo-card/tags'
import { DocsBlock } from '../../components/design/DocsLayout'
import { blocks, tagSection as copy, groupLabelsA, groupLabelsB } from './copy'

const SPECIAL_TAGS = ['NEU', 'SoGehtFundraising', 'AlteProzesseAufräumen'] as const

function Chips({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tagStyle(tag, 'light')}`}>
          {tag}
        </li>
      ))}
    </ul>
  )
}

function Groups({ groups }: { groups: { key: string; label: string; tags: readonly string[] }[] }) {
  return (
    <dl className="flex flex-col gap-3">
      {groups.map((group) => (
        <div key={group.key} className="flex flex-col gap-1.5">
          <dt className="text-xs font-semibold uppercase tracking-wider text-ink-600">{group.label}</dt>
          <dd>
            <Chips tags={group.tags} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Example({ before, after }: { before: readonly string[]; after: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{copy.exampleLabel}</p>
      <Chips tags={before} />
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <span className="i-lucide-arrow-down" aria-hidden="true" />
        {copy.exampleArrow}
      </p>
      <Chips tags={after} />
    </div>
  )
}

/** Both tag variants of the demo card: their groups, an example each, and the special tags. */
export function TagsSection() {
  const groupsA = (Object.keys(groupLabelsA) as (keyof typeof groupLabelsA)[]).map((key) => ({
    key,
    label: groupLabelsA[key],
    tags: tagGroupsA[key],
  }))
  const groupsB = (Object.keys(tagGroupsB) as (keyof typeof tagGroupsB)[]).map((key) => ({
    key,
    label: groupLabelsB[key],
    tags: tagGroupsB[key],
  }))
  return (
    <DocsBlock id="tags" copy={blocks.tags}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
        <article className="flex flex-col gap-5 rounded-2xl p-6 ring-1 ring-ink-200" data-tag-variant="A">
          <h3 className="h-card text-xl">{copy.variantA.title}</h3>
          <p className="prose">{copy.variantA.text}</p>
          <Groups groups={groupsA} />
          <Example before={copy.example} after={normaliseTagsA(copy.example, { hideEarlyStage: false })} />
        </article>
        <article className="flex flex-col gap-5 rounded-2xl p-6 ring-1 ring-ink-200" data-tag-variant="B">
          <h3 className="h-card text-xl">{copy.variantB.title}</h3>
          <p className="prose">{copy.variantB.text}</p>
          <Groups groups={[...groupsB, { key: 'other', label: groupLabelsB.other, tags: ['NEU', 'Sonstiges'] }]} />
          <Example before={copy.exampleB} after={sortTagsB(copy.exampleB)} />
        </article>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="h-card">{copy.specialTitle}</h3>
        <Chips tags={SPECIAL_TAGS} label={copy.specialTitle} />
      </div>
    </DocsBlock>
  )
}
