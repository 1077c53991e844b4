import type { z } from 'zod'
import type { startupSchema } from './startups'

// The three sample startups of the demo card, validated by data/startups.ts (fictional, see there).

export const startupEntries: z.input<typeof startupSchema>[] = [
  {
    id: 'fristwerk',
    name: 'Fristwerk',
    founder: 'Lena Brandtner',
    founderCount: 2,
    description:
      'Der KI-Buchhaltungsassistent fürs Handwerk: Beleg fotografieren, Rechnung in 60\u00a0Sekunden fertig.',
    category: 'FinTech',
    stage: 'Pre-Seed',
    tags: ['Pre-Seed', 'FinTech', 'B2B SaaS', 'KI/SaaS', 'SoGehtFundraising'],
    avatar: 'FW',
    logo: '/media/logos/fristwerk.svg',
    likes: 128,
    founded: 2024,
    team: 7,
    location: 'Leipzig',
    raising: '750.000\u00a0€',
    minInvestment: '25.000\u00a0€',
    valuation: '4,5\u00a0Mio.\u00a0€',
    videoUrl: '/media/pitches/fristwerk.mp4',
    posterUrl: '/media/pitches/fristwerk.jpg',
    matchingScore: 9.2,
    headerBadge: { text: 'FUNDRAISING', bgColor: '#D61F76' },
    whatWeDo:
      'Fristwerk ist der KI-Assistent für die Buchhaltung im Handwerk. Betriebe fotografieren Belege mit dem Smartphone, unsere Software erkennt Betrag, Steuersatz und Zahlungsfrist und erstellt daraus in 60\u00a0Sekunden eine fertige Rechnung oder Buchung\u00a0– ohne Vorkenntnisse und direkt von der Baustelle.',
    problem:
      'Ein typischer Handwerksbetrieb mit 10 Mitarbeitenden verliert jede Woche rund 8 Stunden mit Papierkram. 42\u00a0% aller Rechnungen gehen zu spät raus, jede fünfte Mahnung wird vergessen. Das kostet Liquidität, Nerven und im Schnitt 1.200\u00a0€ Skonto im Jahr.',
    solution: [
      '- Belege per Foto erfassen: die KI liest Betrag, Steuersatz und Frist aus',
      '- Rechnungen und Angebote in 60\u00a0Sekunden erstellen',
      '- Automatische Mahnläufe im freundlichen Ton des Betriebs',
      '- Export für die Steuerkanzlei mit einem Klick',
      '- Liquiditätsvorschau für die nächsten 90 Tage',
    ].join('\n'),
    whyNow:
      'Seit 2025 wird die E-Rechnung im B2B-Geschäft in Deutschland schrittweise Pflicht. Rund 1\u00a0Million Handwerksbetriebe müssen ihre Abläufe umstellen, die meisten arbeiten heute noch mit Papier, Tabellen und Schuhkarton. Dieses Zeitfenster ist die größte Chance für neue Software im Handwerk seit 20 Jahren.',
    whyWe:
      'Lena hat 9 Jahre den elterlichen Elektrobetrieb geführt und kennt jeden Beleg aus erster Hand. Jonas hat als Lead Engineer die Belegerkennung einer Banking-App mit 2\u00a0Millionen Nutzern gebaut. Zusammen verbinden wir Handwerk und Technik.',
    marketSize:
      'Rund 1\u00a0Million Handwerksbetriebe in Deutschland, davon 600.000 mit weniger als 20 Mitarbeitenden. Bei 49\u00a0€ pro Monat ergibt das einen adressierbaren Markt von über 350\u00a0Mio.\u00a0€ im Jahr allein in Deutschland; Österreich und die Schweiz folgen 2026.',
    productDescription:
      'Eine mobile App für die Baustelle und ein Web-Dashboard fürs Büro. Die Belegerkennung erreicht 97\u00a0% Genauigkeit auch bei handschriftlichen Quittungen, nach unseren Tests die höchste für deutschsprachige Belege.',
    businessModel:
      'SaaS-Abo pro Betrieb: Starter für 49\u00a0€ im Monat, Pro für 99\u00a0€ im Monat inklusive Mahnwesen. Steuerkanzleien erhalten einen Partnerzugang für 299\u00a0€ im Monat und verwalten damit beliebig viele Mandanten. Keine Einrichtungsgebühr, monatlich kündbar.',
    traction:
      '38 zahlende Betriebe und 4,2\u00a0% Wachstum pro Woche, 12.000 verarbeitete Belege, 1,4\u00a0% monatlicher Churn, 3 Pilotkanzleien',
    teamMembers: [
      {
        name: 'Lena Brandtner',
        role: 'CEO & Co-Founder',
        image: '/media/founders/lena-brandtner.svg',
        linkedinUrl: 'https://www.linkedin.com/in/lena-brandtner-demo',
      },
      {
        name: 'Jonas Okafor',
        role: 'CTO & Co-Founder',
        image: '/media/founders/jonas-okafor.svg',
        linkedinUrl: 'https://www.linkedin.com/in/jonas-okafor-demo',
      },
    ],
    website: 'https://fristwerk.example',
    pressLink: 'https://presse.example/fristwerk-startet-pre-seed-runde',
  },
  {
    id: 'wattlinie',
    name: 'Wattlinie',
    founder: 'Mira Köhler',
    founderCount: 3,
    description:
      'Klemmsensoren und KI finden die Energiefresser in mittelständischen Fabriken\u00a0– in unter einer Woche.',
    category: 'ClimateTech',
    stage: 'Seed',
    tags: ['Climate Tech', 'Seed', 'B2B', 'IoT', 'AI', 'Deep Tech', 'AlteProzesseAufräumen'],
    avatar: 'WL',
    logo: '/media/logos/wattlinie.svg',
    likes: 94,
    founded: 2023,
    team: 12,
    location: 'Stuttgart',
    raising: '1,5\u00a0Mio.\u00a0€',
    minInvestment: '50.000\u00a0€',
    valuation: '9\u00a0Mio.\u00a0€',
    videoUrl: '/media/pitches/wattlinie.mp4',
    posterUrl: '/media/pitches/wattlinie.jpg',
    // Not the dashboard's 8,7 Spotlight score (the spec's sample): on /startups both stand on one page.
    matchingScore: 8.4,
    headerBadge: { text: 'SAY HELLO', bgColor: '#059669' },
    whatWeDo:
      'Wattlinie macht den Energieverbrauch jeder Maschine sichtbar. Unsere Sensoren werden in 10 Minuten ohne Produktionsstopp angeklemmt, die KI erkennt Leerlauf, Druckluftlecks und Lastspitzen und schlägt konkrete Maßnahmen mit Euro-Betrag vor.',
    problem: [
      '- Energie ist für Zulieferer der zweitgrößte variable Kostenblock nach Personal',
      '- 30\u00a0% des Stroms in Fabrikhallen verpuffen im Leerlauf und in Lecks',
      '- Klassische Energieaudits dauern 3 Monate und kosten ab 15.000\u00a0€',
      '- Zählerdaten liegen nur monatlich und pro Halle vor, nie pro Maschine',
      '- Neue Berichtspflichten verlangen belastbare CO₂-Zahlen',
    ].join('\n'),
    solution:
      'Funkbasierte Klemmsensoren messen jede Maschine im Sekundentakt. Die Daten landen in einem Dashboard, das Verschwendung nach Euro sortiert: Die Top-3-Maßnahmen sparen im Schnitt 18\u00a0% der Stromkosten. Aus denselben Daten entsteht auf Knopfdruck der CO₂-Bericht für Kunden und Banken.',
    whyNow:
      'Die Strompreise für die Industrie liegen deutlich über dem Niveau vor 2021, gleichzeitig fordern Automobilhersteller von ihren Zulieferern bis 2030 eine CO₂-neutrale Produktion. Wer jetzt nicht misst, verliert Aufträge.',
    whyWe:
      'Mira hat als Energieingenieurin 40 Fabriken auditiert, Tobias entwickelte Funksensoren für die Gebäudetechnik, Aylin verantwortete den Vertrieb eines führenden Industrie-Softwarehauses in Süddeutschland. Wir sind das erste Team, das Audit, Sensorik und Vertrieb an den Mittelstand unter einem Dach vereint.',
    marketSize:
      'In der DACH-Region gibt es über 45.000 produzierende Betriebe mit 50 bis 500 Mitarbeitenden. Bei durchschnittlich 6 Standorten zu je 390\u00a0€ im Monat liegt das adressierbare Volumen bei mehr als 1\u00a0Mrd.\u00a0€ jährlich.',
    productDescription:
      'Sensor-Kit mit 12 Klemmsensoren und einem Gateway, dazu ein Web-Dashboard mit Maßnahmenliste, Alarmen per E-Mail und CO₂-Bericht als PDF. Die Installation schafft der Hausmeister, eine Elektrofachkraft ist nicht nötig.',
    businessModel:
      'Hardware-as-a-Service: Die Sensoren stellen wir, Kunden zahlen 390\u00a0€ pro Standort und Monat bei 24 Monaten Laufzeit. Zusätzlich erhalten wir im ersten Jahr 10\u00a0% der nachweislich eingesparten Energiekosten\u00a0– diese Erfolgsgebühr fällt nur an, wenn der Kunde wirklich spart.',
    traction:
      '27 Standorte live, 2,3\u00a0GWh gemessene Einsparung, 3 Rahmenverträge mit Automobilzulieferern, 380.000\u00a0€ ARR',
    teamMembers: [
      {
        name: 'Mira Köhler',
        role: 'CEO & Co-Founder',
        image: '/media/founders/mira-koehler.svg',
        linkedinUrl: 'https://www.linkedin.com/in/mira-koehler-demo',
      },
      {
        name: 'Tobias Reinhardt',
        role: 'CTO & Co-Founder',
        image: '/media/founders/tobias-reinhardt.svg',
        linkedinUrl: 'https://www.linkedin.com/in/tobias-reinhardt-demo',
      },
      {
        name: 'Aylin Demir',
        role: 'COO & Co-Founder',
        image: '/media/founders/aylin-demir.svg',
        linkedinUrl: 'https://www.linkedin.com/in/aylin-demir-demo',
      },
    ],
    website: 'https://wattlinie.example',
    pressLink: 'https://presse.example/wattlinie-energie-im-mittelstand',
  },
  {
    id: 'glanzregal',
    name: 'Glanzregal',
    founder: 'Sophie Nguyen',
    founderCount: 2,
    description: 'Regal-Analysen für Beauty- und Drogeriemarken: ein Foto, und jede Lücke im Regal ist erkannt.',
    category: 'RetailTech',
    stage: 'Pre-Seed',
    tags: ['NEU', 'Consumer (Beauty/FMCG)', 'RetailTech', 'Marketplace', 'B2B', 'Machine Learning', 'Pre-Seed'],
    avatar: 'GR',
    logo: '/media/logos/glanzregal.svg',
    likes: 57,
    founded: 2025,
    team: 4,
    location: 'Hamburg',
    raising: '400.000\u00a0€',
    minInvestment: '10.000\u00a0€',
    valuation: '2,8\u00a0Mio.\u00a0€',
    videoUrl: '/media/pitches/glanzregal.mp4',
    posterUrl: '/media/pitches/glanzregal.jpg',
    matchingScore: 7.9,
    headerBadge: { text: 'SAY HELLO', bgColor: '#059669' },
    whatWeDo:
      'Glanzregal zeigt Beauty- und Drogeriemarken, wie ihre Produkte in tausenden Filialen wirklich im Regal stehen. Freelancer fotografieren Regale, unsere Bilderkennung zählt Facings, findet Lücken und prüft Preisschilder.',
    problem:
      'Marken verlieren bis zu 8\u00a0% Umsatz durch leere Regalplätze, die niemand bemerkt. Der Außendienst schafft nur jede zehnte Filiale, Berichte kommen Wochen zu spät und als Excel-Tabelle. Kleine Marken können sich eigene Außendienste gar nicht leisten.',
    solution:
      'Ein Marktplatz verbindet Marken mit geprüften Freelancern vor Ort. Jede Regalprüfung dauert 5 Minuten, die Auswertung kommt noch am selben Tag: Lücken, falsche Platzierungen und Preisabweichungen mit Foto und Handlungsempfehlung für den Vertrieb.',
    whyNow:
      'Drogerieketten öffnen ihre Regale für immer mehr junge Marken, gleichzeitig steigen die Listungsgebühren. Bilderkennung auf dem Smartphone ist erst seit kurzem präzise genug, um Facings zuverlässig zu zählen.',
    whyWe:
      'Sophie hat 6 Jahre das Key Account Management einer Naturkosmetikmarke geleitet, Malte baute die Bilderkennung eines Logistik-Startups auf. Unser Ziel: „die schnellste Regalanalyse im deutschen Handel“.',
    marketSize:
      'Über 2.500 Beauty- und FMCG-Marken verkaufen über deutsche Drogerien, zusammen in mehr als 5.000 Filialen. Schon 10\u00a0% Marktanteil entsprechen einem Jahresumsatz von 9\u00a0Mio.\u00a0€.',
    productDescription:
      'Eine App für Freelancer mit Foto-Assistent und Routenplanung sowie ein Dashboard für Marken, das Regal-Scores je Filiale, Kette und Region zeigt.',
    businessModel: [
      '- Abo für Marken ab 299\u00a0€ pro Monat für bis zu 50 Filialen',
      '- Jede weitere Filiale kostet 4\u00a0€ im Monat',
      '- Freelancer erhalten 2,50\u00a0€ pro geprüftem Regal',
      '- Wir behalten 20\u00a0% Vermittlungsgebühr auf Sonderaufträge',
    ].join('\n'),
    traction:
      '6 Marken im Pilot, 1.800 geprüfte Regale, 140 aktive Freelancer, 94\u00a0% der Piloten wollen verlängern',
    teamMembers: [
      {
        name: 'Sophie Nguyen',
        role: 'CEO & Co-Founder',
        image: '/media/founders/sophie-nguyen.svg',
        linkedinUrl: 'https://www.linkedin.com/in/sophie-nguyen-demo',
      },
      {
        name: 'Malte Jansen',
        role: 'CPO & Co-Founder',
        image: '/media/founders/malte-jansen.svg',
        linkedinUrl: 'https://www.linkedin.com/in/malte-jansen-demo',
      },
    ],
    website: 'https://glanzregal.example',
    pressLink: 'https://presse.example/glanzregal-regalanalyse-per-foto',
  },
]
