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

/** A variant's groups, each label beside its chips from 640 px (stacked, they ran as one wall of chips). */
function Groups({ groups }: { groups: { key: string; label: string; tags: readonly string[] }[] }) {
  return (
    <div className="flex flex-col gap-3 border-t border-ink-100 pt-5">
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{copy.groupsLabel}</p>
      <dl className="flex flex-col divide-y divide-ink-100">
        {groups.map((group) => (
          <div key={group.key} className="grid gap-1.5 py-2.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3">
            <dt className="text-sm font-medium text-ink-700 sm:pt-0.5">{group.label}</dt>
            <dd>
              <Chips tags={group.tags} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** The variant's rule at work: the same raw tags, before and after. */
function Example({ before, after }: { before: readonly string[]; after: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2.5 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
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

const cardClassName = 'flex flex-col gap-5 rounded-2xl p-5 ring-1 ring-ink-200 sm:p-6'

/** Both tag variants of the demo card (their rule in a line, an example, their groups) and the special tags. */
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
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        <article className={cardClassName} data-tag-variant="A">
          <div className="flex flex-col gap-1.5">
            <h3 className="h-card">{copy.variantA.title}</h3>
            <p className="text-sm leading-relaxed text-ink-600">{copy.variantA.text}</p>
          </div>
          <Example before={copy.example} after={normaliseTagsA(copy.example, { hideEarlyStage: false })} />
          <Groups groups={groupsA} />
        </article>
        <article className={cardClassName} data-tag-variant="B">
          <div className="flex flex-col gap-1.5">
            <h3 className="h-card">{copy.variantB.title}</h3>
            <p className="text-sm leading-relaxed text-ink-600">{copy.variantB.text}</p>
          </div>
          <Example before={copy.exampleB} after={sortTagsB(copy.exampleB)} />
          <Groups groups={[...groupsB, { key: 'other', label: groupLabelsB.other, tags: ['NEU', 'Sonstiges'] }]} />
        </article>
        <article
          className={`${cardClassName} sm:flex-row sm:items-center sm:justify-between xl:col-span-2`}
          data-tag-special
        >
          <div className="flex flex-col gap-1.5">
            <h3 className="h-card">{copy.specialTitle}</h3>
            <p className="text-sm leading-relaxed text-ink-600">{copy.specialText}</p>
          </div>
          <Chips tags={SPECIAL_TAGS} label={copy.specialTitle} />
        </article>
      </div>
    </DocsBlock>
  )
}
