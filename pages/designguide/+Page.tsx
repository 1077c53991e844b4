import { CodeSample } from '../../components/design/CodeSample'
import { PortraitSamples } from '../../components/design/PortraitSamples'
import ProgressDemo from '../../components/design/ProgressDemo'
import { Island } from '../../components/islands/Island'
import { FeatureCard } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { codeSamples, colourTokens, iconSamples, spacingScale, typeScale } from '../../data/design-tokens'
import { TagsSection } from './TagsSection'

export default function Page() {
  return (
    <>
      <Section
        headingLevel="h1"
        eyebrow="Intern"
        title="Designguide"
        intro="Typografie, Farben, Buttons, Badges, Tags, Formulare, Karten, Icons, Porträts, Animationen und Abstände – alles, woraus die OnePitch-Seiten gebaut sind."
        className="bg-gradient-hero"
      />
      <Section id="typografie" title="Typografie" align="left" tone="muted">
        <div className="flex flex-col gap-6">
          {typeScale.map((item) => (
            <div key={item.name} className="card flex flex-col gap-2">
              <p className="text-xs font-semibold uppercase tracking-wider text-ink-500">
                {item.name} · {item.spec}
              </p>
              <p className={item.className}>{item.sample}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="farben" title="Farben" align="left">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {colourTokens.map((colour) => (
            <li key={colour.token} className="overflow-hidden rounded-3xl ring-1 ring-ink-200">
              <div className={`h-20 ${colour.swatch}`} />
              <div className="flex flex-col gap-1 p-4">
                <span className="font-semibold text-ink-900">{colour.name}</span>
                <code className="text-sm text-ink-600">{colour.hex}</code>
                <span className="text-sm text-ink-600">{colour.use}</span>
              </div>
            </li>
          ))}
          <li className="overflow-hidden rounded-3xl ring-1 ring-ink-200">
            <div className="h-20 bg-gradient-brand" />
            <div className="flex flex-col gap-1 p-4">
              <span className="font-semibold text-ink-900">Markenverlauf</span>
              <span className="text-sm text-ink-600">Brand 600 → Violet 600</span>
            </div>
          </li>
        </ul>
      </Section>
      <Section id="buttons" title="Buttons & Badges" align="left" tone="muted">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <div className="card flex flex-col gap-5">
            <div className="flex flex-wrap gap-3">
              <a href="/startups" className="btn-primary">
                Jetzt pitchen
              </a>
              <a href="/angels" className="btn-secondary">
                Deal Flow sichern
              </a>
              <a href="/kontakt" className="btn-dark">
                Kontakt
              </a>
            </div>
            <CodeSample code={codeSamples.buttonPrimary} label="Primärer Button" />
          </div>
          <div className="card flex flex-col gap-5">
            <div className="flex flex-wrap gap-3">
              <span className="badge-fundraising">Fundraising</span>
              <span className="badge-green">Currently Funding</span>
              <span className="chip">SaaS</span>
              <span className="chip">Pre-Seed</span>
            </div>
            <CodeSample code={codeSamples.badge} label="Stage-Badges" />
          </div>
        </div>
      </Section>
      <TagsSection />
      <Section id="formulare" title="Formularelemente" align="left" tone="muted">
        <form className="card grid max-w-2xl gap-5" action="/kontakt" method="get">
          <label className="flex flex-col gap-2 text-sm font-semibold text-ink-800">
            Name des Startups
            <input
              name="startup"
              defaultValue="Fristwerk"
              className="min-h-12 rounded-2xl border-2 border-ink-200 px-4 text-base font-normal"
            />
          </label>
          <label className="flex flex-col gap-2 text-sm font-semibold text-ink-800">
            Phase
            <select name="phase" className="min-h-12 rounded-2xl border-2 border-ink-200 px-4 text-base font-normal">
              <option>Pre-Seed</option>
              <option>Seed</option>
              <option>Series A</option>
            </select>
          </label>
          <label className="flex items-center gap-3 text-sm text-ink-700">
            <input type="checkbox" name="newsletter" className="h-6 w-6 accent-violet-600" />
            Spotlight-News per E-Mail erhalten
          </label>
          <button type="submit" className="btn-primary justify-self-start">
            Absenden
          </button>
        </form>
      </Section>
      <Section id="karten" title="Karten & Icons" align="left">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-3">
          <FeatureCard icon="i-lucide-video" title={'60\u2011Sekunden-Pitch'}>
            Ein Video statt 30 Folien.
          </FeatureCard>
          <FeatureCard icon="i-lucide-sparkles" title="KI-Matching">
            Nur Angels, die wirklich passen.
          </FeatureCard>
          <div className="card flex flex-col gap-4">
            <CodeSample code={codeSamples.card} label="Karte" />
          </div>
        </div>
        <ul className="mt-8 flex flex-wrap gap-3" aria-label="Icon-Beispiele">
          {iconSamples.map((icon) => (
            <li key={icon} className="icon-tile">
              <span className={icon} aria-hidden="true" />
              <span className="sr-only">{icon.replace('i-lucide-', '')}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="portraets"
        title="Porträts"
        intro="Jede Person hat ein Gesicht im selben Stil: DiceBear „Lorelei“ (CC0), beim Bauen erzeugt, je Person gleich, in einem der vier Markentöne. Lädt ein Bild nicht, stehen dort die Initialen."
        align="left"
        tone="muted"
      >
        <PortraitSamples />
      </Section>
      <Section id="animationen" title="Animationen & Fortschritt" align="left">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <div className="card">
            <Island name="ProgressDemo" component={ProgressDemo} props={{}} />
          </div>
          <div className="card flex flex-col gap-4">
            <p className="prose">
              Animationen sind dezent (Einblenden, Zähler) und bei „Bewegung reduzieren“ abgeschaltet. Inseln werden so
              eingebunden:
            </p>
            <CodeSample code={codeSamples.island} label="Insel einbinden" />
          </div>
        </div>
      </Section>
      <Section id="abstaende" title="Abstände" align="left" tone="muted">
        <ul className="flex flex-col gap-3">
          {spacingScale.map((space) => (
            <li key={space.token} className="flex items-center gap-4">
              <code className="w-16 text-sm text-ink-600">{space.token}</code>
              <span className="h-4 rounded-full bg-gradient-brand" style={{ width: space.px }} />
              <span className="text-sm text-ink-600">{space.px}&nbsp;px</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
