// Copy of /thank-you, the page after an early-access sign-up.

export const thanksHero = {
  title: 'Danke – du bist dabei!',
  lead: 'Deine Anmeldung für den Early Access ist eingegangen. Erzähl anderen Gründer:innen und Angels davon – je mehr mitmachen, desto besser wird das Matching.',
  share: 'Ich bin beim Early Access von OnePitch dabei – ein 60 Sekunden Pitch, hunderte Business Angels:',
}

export const nextSteps = {
  title: 'So geht es weiter',
  /** Before each step's number: „Schritt 1“. */
  stepLabel: 'Schritt',
  steps: [
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
  ],
}

export const referral = {
  title: 'Noch jemand aus deinem Netzwerk?',
  text: 'Melde Mitgründer:innen oder befreundete Angels gleich mit an – jede Adresse bekommt ihren eigenen Bestätigungslink.',
}

export const thanksLinks = { community: 'Community beitreten', videoTips: 'Video-Tipps lesen' }
