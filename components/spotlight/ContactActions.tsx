import { ButtonLink } from '../ui/ButtonLink'

type ContactAction = { href: string; label: string; external?: boolean; icon?: string }

type Props = {
  primary: ContactAction
  secondary?: ContactAction | undefined
  /**
   * The look of the first action on its background (`secondary` where the panel's own button is the page's primary);
   * the second is always the quieter secondary.
   */
  primaryVariant?: 'primary' | 'dark' | 'secondary'
  small?: boolean
}

/**
 * The ways to reach our contact person – book a call, write – with the same icons wherever the contact
 * stands (beside a closing panel, under a thank-you page). The wrapper around them is the caller's.
 */
export function ContactActions({ primary, secondary, primaryVariant = 'primary', small }: Props) {
  return (
    <>
      <ButtonLink
        href={primary.href}
        external={primary.external}
        variant={primaryVariant}
        small={small}
        icon={primary.icon ?? 'i-lucide-calendar-days'}
      >
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink
          href={secondary.href}
          external={secondary.external}
          variant="secondary"
          small={small}
          icon={secondary.icon ?? 'i-lucide-mail'}
        >
          {secondary.label}
        </ButtonLink>
      ) : null}
    </>
  )
}
