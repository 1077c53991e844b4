import type { Config } from 'vike/types'

// The head and route settings of /video-tipps (declared in renderer/+config.ts).
export default {
  title: 'Video-Tipps für deinen Pitch',
  breadcrumb: 'Video-Tipps',
  description:
    'So nimmst du deinen 60\u2011Sekunden-Pitch im Hochformat 9:16 auf: Safe Zones, Bildausschnitt, Licht, Ton und Aufbau\u00a0– plus persönliche Hilfe vom Team im Chat.',
  keywords: ['Pitch-Video', 'Video-Pitch Tipps', 'Startup Pitch', 'Pitch aufnehmen', 'Hochformat-Video 9:16'],
} satisfies Config
