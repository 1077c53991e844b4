import { z } from 'zod'
import { startupEntries } from './startup-entries'

/*
 * The three sample startups of the demo card, listed in data/startup-entries.ts and checked here, so a
 * missing or misspelt field stops the build instead of showing an empty card.
 * Companies, people, websites and press links are fictional (`.example` domains); the pitch clips, posters
 * and logos are built by scripts/make-media.ts, the founders' portraits by scripts/make-people.ts.
 * Amounts are display strings in German notation. `posterUrl` is our addition: the still shown before
 * the video plays. `traction` is comma-separated; the plattform variant shows only its first part
 * (commas between digits, as in "4,2 %", do not separate).
 */

const mediaPath = (folder: string, extension: string) =>
  z.string().regex(new RegExp(`^/media/${folder}/[a-z0-9-]+\\.${extension}$`), `a file under /media/${folder}/`)

const hexColour = z.string().regex(/^#[0-9A-F]{6}$/, 'a colour like #D61F76')

const teamMemberSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  image: mediaPath('founders', 'svg'),
  linkedinUrl: z.url().startsWith('https://www.linkedin.com/in/'),
})

export const startupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  founder: z.string().min(1),
  founderCount: z.int().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  stage: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  avatar: z.string().regex(/^[A-ZÄÖÜ]{2}$/, 'two capital initials'),
  logo: mediaPath('logos', 'svg'),
  likes: z.int().min(0),
  founded: z.int().min(1990).max(2100),
  team: z.int().min(1),
  location: z.string().min(1),
  raising: z.string().min(1),
  minInvestment: z.string().min(1),
  valuation: z.string().min(1),
  videoUrl: mediaPath('pitches', 'mp4'),
  posterUrl: mediaPath('pitches', 'jpg'),
  matchingScore: z.number().min(0).max(10),
  // bgColor is the badge's base colour; the card styles badges with badgeVariant() (fundraising or green).
  headerBadge: z.object({ text: z.string().min(1), bgColor: hexColour }),
  whatWeDo: z.string().min(1),
  problem: z.string().min(1),
  solution: z.string().min(1),
  whyNow: z.string().min(1),
  whyWe: z.string().min(1),
  marketSize: z.string().min(1),
  productDescription: z.string().min(1),
  businessModel: z.string().min(1),
  traction: z.string().min(1),
  teamMembers: z.array(teamMemberSchema).min(1),
  website: z.url(),
  pressLink: z.url(),
})

export type Startup = z.infer<typeof startupSchema>
export type TeamMember = z.infer<typeof teamMemberSchema>

export const startups: Startup[] = startupSchema.array().parse(startupEntries)

const [first] = startups
if (!first) throw new Error('data/startup-entries.ts holds no startup')
/** The first sample startup: the pitch the site shows where it shows a single one (the /video-tipps viewfinder). */
export const firstStartup: Startup = first

/** The sample startups' ids in their order (a unit test holds them to the entries): a page's card opens with one. */
export const STARTUP_IDS = ['fristwerk', 'wattlinie', 'glanzregal'] as const
export type StartupId = (typeof STARTUP_IDS)[number]

/**
 * Each sample pitch video's running time (public/media/pitches/<id>.mp4; a unit test reads it from the file), for a
 * poster's player overlay: not a field of the spec's startup record, so kept beside it.
 */
export const pitchLengths: Record<StartupId, string> = { fristwerk: '0:34', wattlinie: '0:34', glanzregal: '0:34' }

/**
 * The sample startups in the demo card's order, starting with `lead` and going round: each page opens its card
 * on the pitch that fits it, and swiping still reaches all three.
 */
export function startupsLedBy(lead: StartupId = STARTUP_IDS[0]): [Startup, ...Startup[]] {
  const at = startups.findIndex((startup) => startup.id === lead)
  if (at < 0) throw new Error(`data/startup-entries.ts holds no startup "${lead}"`)
  const ordered = [...startups.slice(at), ...startups.slice(0, at)]
  return ordered as [Startup, ...Startup[]]
}

// The posters' copies and srcset live in ./posters (no schema: the islands that draw a poster import them alone).
export { POSTER_WIDTHS, posterCopy, posterSrcSet } from './posters'
