import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks } from '../../components/PageContext'
import { ShareButtons } from '../../components/sections/ShareButtons'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl } from '../../data/links'

const nextSteps = [
  {
    title: 'Bestätige deine E-Mail-Adresse',
    text: 'Wir haben dir gerade eine E-Mail geschickt. Ein Klick auf den Link sichert deinen Platz.',
    icon: 'i-lucide-mail-check',
  },
  {
    title: 'Tritt der Community bei',
    text: 'In unserem WhatsApp-Kanal bekommst du Launch-Termine und Spotlight-News als Erste:r.',
    icon: 'i-lucide-message-circle',
  },
  {
    title: 'Bereite deinen Pitch vor',
    text: 'Problem, Lösung, Team, Ask – in 60\u00a0Sekunden. Unsere Video-Tipps helfen dir dabei.',
    icon: 'i-lucide-video',
  },
  {
    title: 'Dein persönliches Onboarding',
    text: 'Vor dem Launch melden wir uns für ein kurzes 1:1-Onboarding – kostenlos für Early-Access-Mitglieder.',
    icon: 'i-lucide-calendar-check',
  },
]

export default function Page() {
  const links = useLinks()
  return (
    <>
      <section aria-labelledby="danke-titel" className="bg-gradient-hero py-16 sm:py-24">
        <div className="container-site flex flex-col items-center gap-6 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-mint-100 text-3xl text-mint-700">
            <span className="i-lucide-party-popper" aria-hidden="true" />
          </span>
          <h1 id="danke-titel" className="h-display">
            Danke – du bist dabei!
          </h1>
          <p className="lead max-w-2xl">
            Deine Anmeldung für den Early Access ist eingegangen. Erzähl anderen Gründer:innen und Angels davon – je
            mehr mitmachen, desto besser wird das Matching.
          </p>
          <ShareButtons text="Ich bin beim Early Access von OnePitch dabei – ein 60 Sekunden Pitch, hunderte Business Angels:" />
        </div>
      </section>
      <section aria-labelledby="naechste-schritte" className="section-y">
        <div className="container-site flex flex-col gap-10">
          <h2 id="naechste-schritte" className="h-section text-center">
            So geht es weiter
          </h2>
          <ol className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="card flex gap-4">
                <span className="icon-tile shrink-0">
                  <span className={step.icon} aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-sm font-semibold text-brand-700">Schritt {index + 1}</span>
                  <span className="h-card">{step.title}</span>
                  <span className="prose">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <SignUpForm
            tag="thank_you"
            title="Noch jemand aus deinem Netzwerk?"
            text="Melde Mitgründer:innen oder befreundete Angels gleich mit an – jede Adresse bekommt ihren eigenen Bestätigungslink."
            className="mx-auto w-full max-w-lg"
          />
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={communityUrl(links, 'thank_you')} external icon="i-lucide-message-circle">
              Community beitreten
            </ButtonLink>
            <ButtonLink href="/video-tipps" variant="secondary">
              Video-Tipps lesen
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
