import AudienceChooser from '../../components/chooser/AudienceChooser'
import { Island } from '../../components/islands/Island'
import { chooserOptions, plattformEarlyAccess } from './copy'

export function EarlyAccessSection() {
  return (
    <section id="early-access" aria-labelledby="early-access-titel" className="section-y bg-gradient-ink text-white">
      <div className="container-site grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          <p className="eyebrow text-brand-200">{plattformEarlyAccess.eyebrow}</p>
          <h2 id="early-access-titel" className="h-section text-white">
            {plattformEarlyAccess.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink-100">{plattformEarlyAccess.intro}</p>
          <ul className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {plattformEarlyAccess.benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-brand text-xl text-white">
                  <span className={benefit.icon} aria-hidden="true" />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-white">{benefit.title}</span>
                  <span className="text-sm text-ink-100">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold text-white">Wer bist du?</p>
          <Island
            name="AudienceChooser"
            component={AudienceChooser}
            props={{ options: chooserOptions, label: 'Wähle, wer du bist', idPrefix: 'anmeldung' }}
            when="idle"
          />
        </div>
      </div>
    </section>
  )
}
