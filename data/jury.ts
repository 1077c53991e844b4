import { z } from 'zod'
import { spotlightFigures } from './figures'

/*
 * The Spotlight jury, sorted by `priority` (ascending). Of the spec's readings
 * (30 members with 18, 15 or 13 revealed; 15 seats with 9 filled) we use the partner page's: 15 seats, 9 of
 * them named (data/figures.ts); the others are numbered placeholders with empty fields until announced. Every person is fictional;
 * the portraits are illustrations under /images/people/.
 */

export const juryMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string(),
  experience: z.string(),
  superpower: z.string(),
  themes: z.array(z.string().min(1)),
  image: z.union([z.literal(''), z.string().regex(/^\/images\/people\/[a-z0-9-]+\.svg$/)]),
  revealed: z.boolean(),
  priority: z.int().min(1),
})

export type JuryMember = z.infer<typeof juryMemberSchema>

type Revealed = Omit<JuryMember, 'id' | 'image' | 'revealed' | 'priority'> & { slug: string }

const revealed: Revealed[] = [
  {
    slug: 'katrin-vollmer',
    name: 'Dr. Katrin Vollmer',
    title: 'Partnerin, Nordlicht Ventures',
    experience: '15 Jahre Venture Capital, über 40 Seed-Investments in B2B-Software',
    superpower: 'Erkennt in 60\u00a0Sekunden, ob ein Team wirklich umsetzen kann',
    themes: ['B2B-SaaS', 'Fintech', 'Teams'],
  },
  {
    slug: 'emre-aksoy',
    name: 'Emre Aksoy',
    title: 'Gründer & CEO, Lagerwerk',
    experience: 'Logistik-SaaS von 0 auf 120 Mitarbeitende aufgebaut, Exit 2022',
    superpower: 'Skalierung von Vertrieb und Operations',
    themes: ['Logistik', 'Skalierung', 'Operations'],
  },
  {
    slug: 'johanna-petersen',
    name: 'Johanna Petersen',
    title: 'Head of Corporate Venturing, Brennwald Industrie',
    experience: 'Verantwortet seit 8 Jahren Pilotprojekte zwischen Mittelstand und Startups',
    superpower: 'Weiß, was Konzerne wirklich einkaufen',
    themes: ['Industrie\u00a04.0', 'Corporate Partnerships', 'Pilotkunden'],
  },
  {
    slug: 'benedikt-rauscher',
    name: 'Benedikt Rauscher',
    title: 'Business Angel & ehemaliger CFO',
    experience: '20 Jahre Finanzen in Wachstumsunternehmen, 12 Angel-Beteiligungen',
    superpower: 'Unit Economics in drei Fragen',
    themes: ['Finanzen', 'Unit Economics', 'Fundraising'],
  },
  {
    slug: 'nadia-haddad',
    name: 'Nadia Haddad',
    title: 'Gründerin, Klarwerk Analytics',
    experience: 'Zweifache Gründerin, Seed-Runde 2023 mit Business Angels abgeschlossen',
    superpower: 'Datengetriebene Produktentscheidungen',
    themes: ['Data & AI', 'Produkt', 'Seed'],
  },
  {
    slug: 'felix-brenner',
    name: 'Felix Brenner',
    title: 'Principal, Isarkapital',
    experience: 'Früher Produktmanager, seit 6 Jahren Investor im Pre-Seed-Bereich',
    superpower: 'Findet die Lücke im Markt, bevor andere sie sehen',
    themes: ['Pre-Seed', 'Marktanalyse', 'SaaS'],
  },
  {
    slug: 'mei-lin-schubert',
    name: 'Mei-Lin Schubert',
    title: 'Startup-Coach, Gründerzentrum Mainufer',
    experience: 'Hat über 200 Teams durch Inkubator- und Accelerator-Programme begleitet',
    superpower: 'Macht gute Pitches klar und greifbar',
    themes: ['Pitch-Coaching', 'Storytelling', 'Frühphase'],
  },
  {
    slug: 'tobias-keller',
    name: 'Prof. Dr. Tobias Keller',
    title: 'Professor für Entrepreneurship',
    experience: 'Forscht zu Gründungsteams und betreut Ausgründungen aus der Hochschule',
    superpower: 'Trennt Hype von belastbaren Annahmen',
    themes: ['DeepTech', 'Ausgründungen', 'Forschung'],
  },
  {
    slug: 'sarah-lindqvist',
    name: 'Sarah Lindqvist',
    title: 'VP Product, Taktwerk Software',
    experience: 'Hat drei B2B-Produkte vom Prototyp bis zum Product-Market-Fit geführt',
    superpower: 'Product-Market-Fit erkennen',
    themes: ['Produkt', 'B2B-SaaS', 'UX'],
  },
]

const placeholder = (seat: number): JuryMember => ({
  id: `jury-${seat}`,
  name: `Jury-Mitglied ${seat}`,
  title: '',
  experience: '',
  superpower: '',
  themes: [],
  image: '',
  revealed: false,
  priority: seat,
})

export const jury: JuryMember[] = z.array(juryMemberSchema).parse([
  ...revealed.slice(0, spotlightFigures.juryFilled).map(({ slug, ...member }, index) => ({
    ...member,
    id: slug,
    image: `/images/people/${slug}.svg`,
    revealed: true,
    priority: index + 1,
  })),
  ...Array.from({ length: spotlightFigures.jurySeats - revealed.length }, (_, index) =>
    placeholder(revealed.length + index + 1),
  ),
])

/** The jury in display order (priority ascending). */
export const juryByPriority = (): JuryMember[] => [...jury].sort((a, b) => a.priority - b.priority)

export const JURY_PREVIEW = 8
