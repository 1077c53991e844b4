import { scoutKeyring } from './copy'

export function KeyringSection() {
  return (
    <section
      id="schluesselanhaenger"
      aria-labelledby="schluesselanhaenger-titel"
      className="section-y bg-gradient-ink text-white"
    >
      <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="order-2 flex justify-center lg:order-1">
          <div className="rounded-4xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10">
            <img
              src="/images/scouts/keyring.svg"
              alt=""
              width={360}
              height={360}
              loading="lazy"
              className="h-auto w-full max-w-[18rem] sm:max-w-[20rem]"
            />
          </div>
        </div>
        <div className="order-1 flex flex-col gap-6 lg:order-2">
          <p className="eyebrow text-brand-200">{scoutKeyring.eyebrow}</p>
          <h2 id="schluesselanhaenger-titel" className="h-section text-white">
            {scoutKeyring.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink-100">{scoutKeyring.intro}</p>
          <ul className="flex flex-col gap-4">
            {scoutKeyring.perks.map((perk) => (
              <li key={perk.title} className="flex items-start gap-4 rounded-3xl bg-white/5 p-5 ring-1 ring-white/10">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand text-xl text-white">
                  <span className={perk.icon} aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-lg font-semibold text-white">{perk.title}</span>
                  <span className="text-ink-100">{perk.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
