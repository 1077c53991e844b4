// The usage notes inside the press kit's logo pack (scripts/make-press-kit.ts).
import { contactLine, type OperatorContact } from '../../data/links'
import { site } from '../../data/site'

/** LIESMICH.txt of the logo pack (CRLF line ends: it is opened on Windows too). */
export function logoReadme(slug: string, contact: OperatorContact) {
  return [
    `${site.name} – Logo-Paket`,
    '',
    'Inhalt',
    `  svg/${slug}-logo-farbig.svg    Wortmarke mit Bildmarke, für helle Hintergründe`,
    `  svg/${slug}-logo-weiss.svg     Wortmarke mit Bildmarke, für dunkle Hintergründe`,
    `  svg/${slug}-bildmarke.svg      Bildmarke allein (App-Icon, Avatar, kleine Flächen)`,
    '  png/…                         dieselben Varianten als PNG mit transparentem Hintergrund',
    '',
    'Verwendung',
    '  - Bitte das Logo nicht verzerren, umfärben, drehen oder mit Effekten versehen.',
    '  - Schutzzone: rundum mindestens die halbe Höhe der Bildmarke freilassen.',
    '  - Mindestgröße: Bildmarke 24 px, Wortmarke 120 px Breite.',
    '  - Die SVG-Wortmarken enthalten die Schrift Inter (SIL Open Font License); die PNGs sind pixelgenau.',
    '',
    'Farben',
    '  Pink      #D61F76',
    '  Violett   #7C3AED  (Verlauf 120°: #D61F76 → #9D2BC9 → #7C3AED)',
    '  Ink-Blau  #0F1733',
    '',
    `Fragen: ${contactLine(contact.pressEmail, contact.phone).replace('E-Mail: ', '')}`,
    '',
  ].join('\r\n')
}
