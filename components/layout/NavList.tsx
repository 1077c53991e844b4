import { accountLinks, mainNavigation } from '../../data/navigation'
import { useLinks, usePageContext, useTimeline } from '../PageContext'
import { ButtonLink } from '../ui/ButtonLink'
import { quietHeaderSignUp, showsHeaderSignUp } from './header-settings'

/** `page` on the entry's own page (and below it), `true` on a page of its section, else nothing. */
const currentOf = ({ href, section = [] }: (typeof mainNavigation)[number], path: string) => {
  const within = (page: string) => path === page || path.startsWith(`${page}/`)
  if (href === '/' ? path === '/' : within(href)) return 'page' as const
  return section.some(within) ? ('true' as const) : undefined
}

const layouts = {
  bar: {
    label: 'Hauptnavigation',
    nav: 'hidden lg:block',
    list: 'flex items-center gap-1',
    link: 'rounded-full px-2.5 py-2 text-sm font-medium text-ink-700 no-underline xl:px-4 hover:bg-ink-50 hover:text-ink-900 aria-[current]:bg-ink-100 aria-[current]:text-ink-900',
  },
  menu: {
    label: 'Mobile Navigation',
    nav: '',
    list: 'flex flex-col gap-1',
    link: 'block rounded-2xl px-4 py-3 text-lg font-semibold text-ink-800 no-underline hover:bg-ink-50 aria-[current]:bg-brand-50 aria-[current]:text-brand-700',
  },
} as const

type Layout = keyof typeof layouts

/** The main navigation: a bar in the header from 1024 px, a list in the mobile menu below that. */
export function NavList({ layout }: { layout: Layout }) {
  const { urlPathname } = usePageContext()
  const style = layouts[layout]
  return (
    <nav aria-label={style.label} className={style.nav || undefined}>
      <ul className={style.list}>
        {mainNavigation.map((item) => (
          <li key={item.href} className={item.menuOnly && layout === 'bar' ? 'hidden' : undefined}>
            <a href={item.href} aria-current={currentOf(item, urlPathname)} className={style.link}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The sign-up and the app's login: beside the bar (on phones only the sign-up, next to the menu button), or
 * stacked in the menu.
 */
export function AccountLinks({ layout }: { layout: Layout }) {
  const { signUp, login } = accountLinks(useLinks(), useTimeline().launch)
  const bar = layout === 'bar'
  const { config } = usePageContext()
  const quiet = quietHeaderSignUp(config)
  const primary = showsHeaderSignUp(config) ? (
    <ButtonLink
      href={signUp.href}
      external={signUp.external}
      small={bar}
      variant={bar ? (quiet ? 'secondary' : 'header') : 'primary'}
    >
      {signUp.label}
    </ButtonLink>
  ) : null
  const secondary = (
    <ButtonLink
      href={login.href}
      external={login.external}
      small={bar}
      variant="secondary"
      className={bar ? 'hidden lg:inline-flex' : ''}
    >
      {login.label}
    </ButtonLink>
  )
  return bar ? (
    <>
      {secondary}
      {primary}
    </>
  ) : (
    <div className="flex flex-col gap-3">
      {primary}
      {secondary}
    </div>
  )
}
