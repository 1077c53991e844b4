import type { ReactNode } from 'react'
import { communityUrl } from '../../data/links'
import type { SignUpRole } from '../../data/signup'
import { useLinks, useTimeline } from '../PageContext'
import { ButtonLink } from '../ui/ButtonLink'
import { communityLink, nextSteps, onboardingStep, roleSteps } from './copy'

type Step = {
  title: string
  text: ReactNode
  /** The step's link (the community, the video tips), with its label. */
  action?: { href: string; external?: boolean; icon: string }
  label?: string
}

type State = 'done' | 'now' | 'next'

/**
 * The steps after the confirmation with their actions, outlined (the confirmation and the onboarding have none: the
 * mail and we get in touch), in their order for the sign-up's role: its own step first (a startup's pitch, an
 * angel's look at the feed, a partner's message to us), then the community (its link tagged by `placement`), then
 * the onboarding of the phase (not for partners). Without a role (a page opened directly) the founders' steps.
 */
export function useStepsAfterConfirmation(placement: string, role: SignUpRole = 'startup'): Step[] {
  const links = useLinks()
  const { launch } = useTimeline()
  const [, community] = nextSteps.steps
  const { href, ...own } = roleSteps[role]
  const channel: Step = {
    ...community,
    // A channel to follow (the WhatsApp share button beside it has the speech bubble).
    action: { href: communityUrl(links, placement), external: true, icon: 'i-lucide-megaphone' },
    label: communityLink,
  }
  const first: Step = { ...own, action: { href, icon: 'i-lucide-arrow-right' } }
  return role === 'partner' ? [first, channel] : [first, channel, onboardingStep[launch]]
}

/**
 * Each state's round mark on the line: a green check, the current number in solid magenta (the live state; the
 * gradient and its glow are the primary button's: site-wide review, session 28), the rest outlined.
 */
const marks = {
  done: 'bg-mint-100 text-mint-700',
  now: 'bg-brand-600 text-white ring-4 ring-brand-100',
  next: 'bg-white text-ink-700 ring-1 ring-ink-200',
} as const

/** The step for now's label: magenta as a live state, flat (the gradient badge is the spec's FUNDRAISING one). */
const nowBadge =
  'inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800'

type Props = {
  done?: readonly string[]
  steps: readonly Step[]
  /** The card's heading and the id it is known by (its heading's id is `${id}-titel`). */
  title?: string
  id?: string
  /** Whether the first of `steps` is the visitor's step now; without (a page that cannot know) all are ahead. */
  current?: boolean
  /** No card: the steps on a band beside another plain block, under the same heading (`plainTitle`). */
  plain?: boolean
}

/**
 * The heading of a plain block on a band (the steps and the help of /early-access/bestaetigung side by side, one size:
 * a section-sized one beside a card's ~18 px one read as two levels: round 27).
 */
export const plainTitle = 'text-2xl font-bold leading-tight tracking-tight text-ink-900'

/**
 * The way from the sign-up to the platform as one timeline: the steps behind the visitor done (`done`: on
 * /thank-you the sign-up, after the link also the confirmation), the first of `steps` the one that needs the visitor
 * now (`aria-current="step"`), then what follows, each with its action where it has one. /early-access/bestaetigung
 * opened without a link draws the confirmation's own steps with it, none of them current.
 */
export function NextSteps({
  done = [],
  steps,
  title = nextSteps.title,
  id = 'naechste-schritte',
  current = true,
  plain = false,
}: Props) {
  // The steps done come first (a check in place of the number), then the open ones, numbered on.
  const items: (Partial<Step> & { title: string; state: State; number: number })[] = [
    ...done.map((title, index) => ({ title, state: 'done' as State, number: index + 1 })),
    ...steps.map((step, index) => ({
      ...step,
      state: (current && index === 0 ? 'now' : 'next') as State,
      number: done.length + index + 1,
    })),
  ]
  return (
    <div id={id} className={`${plain ? '' : 'card'} w-full scroll-mt-24`}>
      <h2 id={`${id}-titel`} className={plain ? plainTitle : 'h-card'}>
        {title}
      </h2>
      <ol className="mt-6 flex flex-col" aria-labelledby={`${id}-titel`}>
        {items.map((item, index) => (
          <li
            key={item.title}
            className={`relative flex gap-4 last:pb-0 ${item.state === 'done' ? 'pb-5' : 'pb-7'}`}
            aria-current={item.state === 'now' ? 'step' : undefined}
            data-step={item.state}
          >
            {/* The line from this mark's foot to the next one's top, touching both (it stopped 8 px short of each:
                round 27). */}
            {index < items.length - 1 ? (
              <span
                className={`absolute top-10 bottom-0 left-5 w-px ${item.state === 'done' ? 'bg-mint-200' : 'bg-ink-200'}`}
                aria-hidden="true"
              />
            ) : null}
            <span
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${marks[item.state]}`}
              aria-hidden="true"
            >
              {item.state === 'done' ? <span className="i-lucide-check text-xl" /> : item.number}
            </span>
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 pt-2">
              {/* The state's badge beside the title from 640 px, above it on phones (beside it, it pushed the titles
                  onto two lines at 390 px: round 25). A step's title a clear size under the card's. */}
              <div className="flex w-full flex-col-reverse items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
                <h3 className="text-base font-semibold leading-snug text-ink-900">
                  <span className="sr-only">{`${nextSteps.stepLabel} ${item.number}: `}</span>
                  {item.title}
                </h3>
                {item.state === 'done' ? <span className="badge-green shrink-0">{nextSteps.states.done}</span> : null}
                {item.state === 'now' ? <span className={nowBadge}>{nextSteps.states.now}</span> : null}
              </div>
              {item.text ? <p className="text-[0.9375rem] leading-relaxed text-ink-700">{item.text}</p> : null}
              {item.action ? (
                // The step for now is the page's one filled action.
                <ButtonLink
                  {...item.action}
                  variant={item.state === 'now' ? 'primary' : 'secondary'}
                  small
                  className="mt-1.5"
                >
                  {item.label}
                </ButtonLink>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
