import { z } from 'zod'
import { initialsOf } from '../../components/media/initials'
import { issueLines } from '../../lib/zod-issues'
import type { ServerContext } from '../context'
import { errorBody } from '../error-body'
import { IMMUTABLE } from './static'

/**
 * The portraits' four brand tints (scripts/make-people.ts), each with the deep shade of its colour for the
 * initials, so a fallback avatar reads as the same family as the drawn faces (contrast ≥ 4.5:1 each).
 */
const palette = [
  { background: '#FCE7F3', ink: '#9D174D' },
  { background: '#EDE9FE', ink: '#5B21B6' },
  { background: '#D1FAE5', ink: '#065F46' },
  { background: '#E4E8F2', ink: '#2D3752' },
] as const

const querySchema = z.object({
  name: z.string().trim().min(1).max(80),
  size: z.coerce.number().int().min(16).max(512).default(128),
  bg: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/, 'bg must be a 6-digit hex colour')
    .optional(),
})

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** A stable colour pair per name, so the same person always gets the same avatar. */
export function colourFor(name: string): (typeof palette)[number] {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return palette[hash % palette.length] ?? palette[0]
}

/** Initials on the name's tint; a background given by the caller gets white initials. */
export function avatarSvg(name: string, size: number, background?: string): string {
  const initials = escapeXml(initialsOf(name))
  const colours = background ? { background, ink: '#fff' } : colourFor(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(name)}"><rect width="100" height="100" fill="${colours.background}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="${colours.ink}">${initials}</text></svg>`
}

/** Fallback avatars: initials on a colour, generated here instead of by a third-party service. */
export async function registerAvatars({ app }: ServerContext) {
  app.get('/api/avatar', async (request, reply) => {
    const parsed = querySchema.safeParse(request.query)
    if (!parsed.success) {
      const message = issueLines(parsed.error).join('; ')
      return reply.code(400).send(errorBody(400, message))
    }
    const { name, size, bg } = parsed.data
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .send(avatarSvg(name, size, bg ? `#${bg}` : undefined))
  })
}
