import { team } from '../../data/team'
import { PersonPhoto } from './PersonPhoto'

/** The founders' faces overlapping in a row (the about page's way, the contact page's "who answers"). */
export function TeamFaces({
  size,
  ring,
  loading,
}: {
  size: number
  /** The ring that parts the faces, in the colour of the surface behind them. */
  ring: string
  loading?: 'lazy' | 'eager'
}) {
  return (
    <span className="flex -space-x-2">
      {team.map((person) => (
        <PersonPhoto
          key={person.name}
          name={person.name}
          src={person.image}
          size={size}
          loading={loading}
          className={ring}
        />
      ))}
    </span>
  )
}
