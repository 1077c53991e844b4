import { CheckList } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { demo, quote } from './copy'

export function DemoSection() {
  return (
    <Section
      id="demo"
      tone="ink"
      labelledBy="demo-titel"
      contentClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-20"
    >
      <SectionHeading id="demo-titel" eyebrow={demo.eyebrow} title={demo.title} intro={demo.intro} className="gap-6">
        <CheckList items={demo.points} tone="dark" />
      </SectionHeading>
      <figure className="flex flex-col gap-5 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
        <span className="i-lucide-quote text-4xl text-brand-300" aria-hidden="true" />
        <blockquote className="text-xl font-medium leading-relaxed text-white sm:text-2xl">„{quote.text}“</blockquote>
        <figcaption className="flex items-center gap-3">
          <img src={quote.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full" />
          <span className="flex flex-col">
            <span className="font-semibold text-white">{quote.author}</span>
            <span className="text-sm text-ink-100">{quote.role}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}
