import { z } from 'zod'
import { initialsOf } from '../../components/media/initials'
import type { ServerContext } from '../context'
import { IMMUTABLE } from './static'

const palette = ['#B0175F', '#6D28D9', '#047857', '#1D4ED8', '#B45309', '#0E7490', '#7C2D12', '#4338CA']

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

/** A stable colour per name, so the same person always gets the same avatar. */
export function colourFor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return palette[hash % palette.length] ?? palette[0]!
}

export function avatarSvg(name: string, size: number, background = colourFor(name)): string {
  const initials = escapeXml(initialsOf(name))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(name)}"><rect width="100" height="100" fill="${background}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${initials}</text></svg>`
}

/** Fallback avatars: initials on a colour, generated here instead of by a third-party service. */
export async function registerAvatars({ app }: ServerContext) {
  app.get('/api/avatar', async (request, reply) => {
    const parsed = querySchema.safeParse(request.query)
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message })
    }
    const { name, size, bg } = parsed.data
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .send(avatarSvg(name, size, bg ? `#${bg}` : undefined))
  })
}
