import type { Ref } from 'react'
import { badgeClass, firstTractionPart, showFundingDetails } from './badge'
import { LogoMark } from './LogoMark'
import { FactGrid, Founders, ProfileLinks, ScreenshotMock } from './ProfileParts'
import { Highlighted, TextSection } from './TextSection'
import { normaliseTagsA, tagStyle } from './tags'
import type { DemoCardVariant, Startup } from './types'

type Props = {
  startup: Startup
  open: boolean
  variant: DemoCardVariant
  angelRegistrationUrl: string
  backButtonRef: Ref<HTMLButtonElement>
  scrollRef: Ref<HTMLDivElement>
  onClose: () => void
}

/**
 * "Startup Profile": a white sheet sliding over the pitch with everything an angel wants to know. Mounted on
 * the first opening (it slides in from its starting style, renderer/base.css); once closed it stays in the
 * page (so it can slide again) but is inert and invisible.
 */
export function ProfileView({
  startup,
  open,
  variant,
  angelRegistrationUrl,
  backButtonRef,
  scrollRef,
  onClose,
}: Props) {
  const tags = normaliseTagsA(startup.tags, { hideEarlyStage: true })
  const traction = variant === 'plattform' ? firstTractionPart(startup.traction) : startup.traction
  return (
    <section
      aria-label={`Startup Profile: ${startup.name}`}
      inert={!open}
      // Visibility switches at once on open (so focus can move in) and only after the slide on close.
      className={`absolute inset-0 z-20 flex select-text flex-col bg-white duration-300 ease-out motion-reduce:transition-none ${open ? 'visible translate-x-0 transition-transform' : 'invisible translate-x-full transition-[transform,visibility]'}`}
      data-profile
      data-open={open}
    >
      <div className="flex items-center gap-2 border-b border-ink-100 px-3 pt-10 pb-2">
        <button
          ref={backButtonRef}
          type="button"
          className="flex h-10 w-10 items-center justify-center rounded-full text-xl text-ink-900 hover:bg-ink-100"
          aria-label="Zurück zum Video-Pitch"
          onClick={onClose}
          data-action="back"
        >
          <span className="i-lucide-arrow-left" aria-hidden="true" />
        </button>
        <p className="text-sm font-bold text-ink-900" lang="en">
          Startup Profile
        </p>
      </div>
      <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-6">
        <div className="flex flex-col gap-5">
          <div className="flex items-start gap-3">
            <LogoMark key={startup.id} startup={startup} size={56} />
            <div className="flex min-w-0 flex-col items-start gap-1.5">
              <p className="text-xl font-extrabold leading-tight text-ink-900" data-profile-name>
                {startup.name}
              </p>
              <span className={badgeClass(startup.headerBadge.text)}>{startup.headerBadge.text}</span>
            </div>
          </div>
          <ul className="-mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tagStyle(tag, 'light')}`}>
                {tag}
              </li>
            ))}
          </ul>
          <p className="text-sm leading-relaxed text-ink-700">{startup.description}</p>
          <FactGrid
            title="Key Facts"
            facts={[
              ['Founded', String(startup.founded)],
              ['Team', String(startup.team)],
              ['HQ', startup.location],
            ]}
          />
          {showFundingDetails(startup.headerBadge.text) ? (
            <FactGrid
              title="Funding Details"
              facts={[
                ['Raising', startup.raising],
                ['Min. Investment', startup.minInvestment],
                ['Pre-money Val.', startup.valuation],
              ]}
            />
          ) : null}
          <TextSection title="What we do" text={startup.whatWeDo} />
          <TextSection title="Problem" text={startup.problem} />
          <TextSection title="Solution" text={startup.solution} />
          <TextSection title="Why Now?" text={startup.whyNow} />
          <TextSection title="Why We?" text={startup.whyWe} />
          <TextSection title="Market Size" text={startup.marketSize} />
          <TextSection title="Product" text={startup.productDescription}>
            <ScreenshotMock startup={startup} />
          </TextSection>
          <TextSection title="Business Model" text={startup.businessModel} />
          {variant === 'plattform' ? (
            <section className="flex flex-col gap-2 border-t border-ink-100 pt-4" data-profile-section="Traction">
              <div className="text-sm font-bold uppercase tracking-wide text-ink-900" lang="en">
                Traction
              </div>
              <p className="text-sm leading-relaxed text-ink-700">
                <Highlighted text={traction} />
              </p>
            </section>
          ) : (
            <TextSection title="Traction" text={traction} />
          )}
          <Founders startup={startup} />
          <ProfileLinks startup={startup} />
          <div className="flex flex-col items-center gap-3 rounded-3xl bg-gradient-ink p-5 text-center text-white">
            <p className="text-base font-bold">Neugierig auf {startup.name}?</p>
            <p className="text-sm text-ink-100">
              Registriere dich als Business Angel und lerne das Gründungsteam direkt kennen.
            </p>
            <a
              href={angelRegistrationUrl}
              target="_blank"
              rel="noopener"
              className="btn btn-sm bg-gradient-brand text-white shadow-brand focus-visible:outline-white"
              data-action="get-in-touch"
            >
              <span lang="en">GET IN TOUCH</span>
              <span className="i-lucide-arrow-right" aria-hidden="true" />
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
