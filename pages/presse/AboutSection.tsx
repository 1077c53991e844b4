import { pressAbout } from './copy'

export function AboutSection() {
  return (
    <section id="ueber" aria-labelledby="ueber-titel" className="section-y bg-white">
      <div className="container-site grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          <p className="eyebrow">{pressAbout.eyebrow}</p>
          <h2 id="ueber-titel" className="h-section">
            {pressAbout.title}
          </h2>
          {pressAbout.paragraphs.map((paragraph) => (
            <p key={paragraph} className="prose text-lg">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="card-muted flex flex-col gap-5 self-start">
          {pressAbout.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1 border-b border-ink-200 pb-4 last:border-0 last:pb-0">
              <dt className="text-sm font-semibold uppercase tracking-wider text-ink-600">{fact.label}</dt>
              <dd className="text-xl font-bold text-ink-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
