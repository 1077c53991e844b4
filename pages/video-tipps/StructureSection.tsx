import { Section } from '../../components/ui/Section'
import { pitchStructureIntro as copy, pitchStructure } from './copy'

/** The five-part pitch structure with time marks for 60 seconds, on the dark ink background. */
export function StructureSection() {
  return (
    <Section id="aufbau" tone="ink" copy={copy}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {pitchStructure.map((part, index) => (
          <li
            key={part.title}
            className="grid grid-cols-[auto_1fr_auto] content-start items-center gap-x-4 gap-y-3 rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6 lg:grid-cols-[auto_1fr]"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-brand text-base font-bold text-white">
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-white lg:order-3 lg:col-span-2">{part.title}</h3>
            <span className="justify-self-end rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-100 lg:order-2">
              {part.meta}
            </span>
            <p className="col-span-3 text-ink-100 lg:order-4 lg:col-span-2">{part.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 h-2 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <div className="flex h-full">
          <span className="h-full w-[16.6%] bg-brand-500" />
          <span className="h-full w-[25%] bg-brand-600" />
          <span className="h-full w-[25%] bg-[#9D2BC9]" />
          <span className="h-full w-[16.7%] bg-violet-600" />
          <span className="h-full w-[16.7%] bg-violet-500" />
        </div>
      </div>
    </Section>
  )
}
