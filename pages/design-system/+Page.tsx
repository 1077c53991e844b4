import { CodeSample } from '../../components/design/CodeSample'
import { PortraitSamples } from '../../components/design/PortraitSamples'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { codeSamples, colourTokens, radiusTokens, typeScale } from '../../data/design-tokens'

const README = '/docs/design-system-readme.txt'

const animations = [
  {
    name: 'Einblenden',
    text: 'Elemente erscheinen bei 20\u00a0% Sichtbarkeit, jeweils 150\u00a0ms versetzt.',
    icon: 'i-lucide-sparkles',
  },
  {
    name: 'Zähler',
    text: 'Kennzahlen zählen in 50 Schritten à 30\u00a0ms hoch, sobald 30\u00a0% sichtbar sind.',
    icon: 'i-lucide-trending-up',
  },
  { name: 'Schweben', text: 'Gründerfotos im Hero bewegen sich sanft auf und ab.', icon: 'i-lucide-wind' },
]

export default function Page() {
  return (
    <>
      <Section
        tone="ink"
        labelledBy="ds-titel"
        spacing="py-16 sm:py-24"
        contentClassName="flex flex-col items-start gap-6"
      >
        <p className="eyebrow text-brand-200">Design-System</p>
        <h1 id="ds-titel" className="h-display text-white">
          Ein System, eine Sprache
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-ink-100">
          Tokens, Komponenten und Animationen, aus denen jede OnePitch-Seite besteht – dokumentiert für alle, die daran
          weiterbauen.
        </p>
        <ButtonLink href={README} variant="light" external icon="i-lucide-file-text">
          README öffnen
        </ButtonLink>
      </Section>
      <Section id="tokens" eyebrow="Tokens" title="Farben, Schrift, Radien" align="left">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
          <div className="card flex flex-col gap-3">
            <h3 className="h-card">Farben</h3>
            <ul className="flex flex-col gap-2">
              {colourTokens.map((colour) => (
                <li key={colour.token} className="flex items-center gap-3">
                  <span className={`h-8 w-8 rounded-xl ring-1 ring-ink-200 ${colour.swatch}`} />
                  <span className="text-sm text-ink-700">
                    {colour.name} <code className="text-ink-500">{colour.hex}</code>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card flex flex-col gap-3">
            <h3 className="h-card">Schrift</h3>
            <ul className="flex flex-col gap-2">
              {typeScale.map((item) => (
                <li key={item.name} className="text-sm text-ink-700">
                  <span className="font-semibold text-ink-900">{item.name}</span> · {item.spec}
                </li>
              ))}
            </ul>
          </div>
          <div className="card flex flex-col gap-3">
            <h3 className="h-card">Radien</h3>
            <ul className="grid grid-cols-2 gap-3">
              {radiusTokens.map((radius) => (
                <li key={radius.token} className="flex flex-col items-center gap-2 text-sm text-ink-700">
                  <span className={`h-14 w-14 bg-gradient-brand ${radius.className}`} />
                  {radius.token}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="komponenten" eyebrow="Komponenten" title="Bausteine" tone="muted" align="left">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <div className="card flex flex-col gap-4">
            <h3 className="h-card">Buttons</h3>
            <div className="flex flex-wrap gap-3">
              <a href="/startups" className="btn-primary">
                Jetzt pitchen
              </a>
              <a href="/angels" className="btn-secondary">
                Für Angels
              </a>
            </div>
            <CodeSample code={codeSamples.buttonPrimary} label="Button" />
          </div>
          <div className="card flex flex-col gap-4">
            <h3 className="h-card">Badges</h3>
            <div className="flex flex-wrap gap-3">
              <span className="badge-fundraising">Fundraising</span>
              <span className="badge-green">Currently Funding</span>
            </div>
            <CodeSample code={codeSamples.badge} label="Badges" />
          </div>
          <div className="card flex flex-col gap-4 lg:col-span-2">
            <h3 className="h-card">Porträts</h3>
            <PortraitSamples />
          </div>
        </div>
        <div className="mt-8">
          <ButtonLink href={README} variant="secondary" external icon="i-lucide-book-open">
            Komponenten im README
          </ButtonLink>
        </div>
      </Section>
      <Section id="animationen" eyebrow="Animationen" title="Bewegung mit Maß">
        <ul className="grid gap-6 md:grid-cols-3">
          {animations.map((item, index) => (
            <li key={item.name} className="card flex flex-col gap-3" {...revealProps(index)}>
              <IconTile icon={item.icon} className="icon-tile" />
              <h3 className="h-card">{item.name}</h3>
              <p className="prose">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
