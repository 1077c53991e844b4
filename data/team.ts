import { z } from 'zod'

// The three (fictional) co-founders: the about page's team cards, the spotlight team, the accelerator and
// scout pages' founders, the Impressum's managing directors and the spotlight contact card.

/** Accent colours of the team and values cards; the page maps each to literal UnoCSS classes. */
export const accentSchema = z.enum(['brand', 'violet', 'mint', 'ink'])
export type Accent = z.infer<typeof accentSchema>

/** Spec "Team card": name, role, bio, image, initials, story headline, story motivation, accent colour, icon. */
export const teamCardSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(40),
  image: z.string().regex(/^\/images\/about\/[a-z-]+\.svg$/),
  initials: z.string().regex(/^[A-ZÄÖÜ]{2}$/),
  storyHeadline: z.string().min(1),
  storyMotivation: z.string().min(40),
  accent: accentSchema,
  icon: z.string().startsWith('i-lucide-'),
})
export type TeamCard = z.infer<typeof teamCardSchema>

export const team: TeamCard[] = z.array(teamCardSchema).parse([
  {
    name: 'Franziska Seidl',
    role: 'Mitgründerin & CEO',
    bio: 'Hat zwei B2B-SaaS-Startups mitgegründet und dabei drei Finanzierungsrunden verhandelt. Davor Produktmanagerin in einem Münchner Softwarehaus.',
    image: '/images/about/franziska-seidl.svg',
    initials: 'FS',
    storyHeadline: 'Sechs Monate Roadshow für eine Seed-Runde',
    storyMotivation:
      'Während meiner zweiten Runde habe ich mehr Pitch-Decks verschickt als Kundengespräche geführt. Ich will, dass Gründer:innen ihre Zeit wieder ins Produkt stecken.',
    accent: 'brand',
    icon: 'i-lucide-rocket',
  },
  {
    name: 'Niklas Hofbauer',
    role: 'Mitgründer & CTO',
    bio: 'Entwickelt seit über zehn Jahren Empfehlungssysteme, zuletzt für eine Video-Plattform mit Millionen Nutzer:innen. Verantwortet bei OnePitch Produkt und KI-Matching.',
    image: '/images/about/niklas-hofbauer.svg',
    initials: 'NH',
    storyHeadline: 'Empfehlungen, die wirklich passen',
    storyMotivation:
      'Wenn ein Algorithmus weiß, welches Video ich als Nächstes sehen will, kann er auch einem Angel zeigen, welches Startup zu ihm passt\u00a0– fair und nachvollziehbar.',
    accent: 'violet',
    icon: 'i-lucide-cpu',
  },
  {
    name: 'Selin Arslan',
    role: 'Mitgründerin & COO',
    bio: 'Hat ein Angel-Netzwerk in Süddeutschland aufgebaut und mehr als 250 Startup-Pitches begleitet. Kümmert sich bei OnePitch um Angels, Partner und Community.',
    image: '/images/about/selin-arslan.svg',
    initials: 'SA',
    storyHeadline: 'Angels wollen Menschen sehen, nicht Folien',
    storyMotivation:
      'In unzähligen Pitch-Abenden hat sich gezeigt: Die Entscheidung fällt in der ersten Minute. Also geben wir dieser Minute die Bühne, die sie verdient.',
    accent: 'mint',
    icon: 'i-lucide-handshake',
  },
])

/** A person's first name, the way the site addresses its own team ("E-Mail an Selin"). */
export const firstName = (person: { name: string }) => person.name.split(' ')[0] ?? person.name
