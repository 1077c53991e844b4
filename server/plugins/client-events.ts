import { z } from 'zod'
import type { ServerContext } from '../context'
import { errorBody } from '../error-body'
import { limitRequests } from '../rate-limits'

export const clientEventSchema = z
  .object({
    type: z.enum(['video-load-error', 'video-play-error', 'image-error']),
    startupId: z.string().min(1).max(64).optional(),
    message: z.string().max(500).default(''),
    src: z.string().max(500).optional(),
    page: z.string().max(200).optional(),
  })
  .strict()

const CLIENT_EVENT_BODY_LIMIT = 4096

/** Small reports from the browser (e.g. a demo video that failed), logged by pino. */
export async function registerClientEvents({ app, limits }: ServerContext) {
  const limit = limitRequests(limits.limiter({ name: 'client-events', points: 30, seconds: 60 }))
  app.post(
    '/api/client-events',
    {
      bodyLimit: CLIENT_EVENT_BODY_LIMIT,
      preHandler: limit,
    },
    async (request, reply) => {
      // sendBeacon posts text/plain; both it and application/json arrive as a parsed object or a string.
      let body: unknown = request.body
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body)
        } catch {
          return reply.code(400).send(errorBody(400, 'Der Inhalt ist kein gültiges JSON.'))
        }
      }
      const parsed = clientEventSchema.safeParse(body)
      if (!parsed.success) {
        // Fixed text: what the client sent (unknown keys included) is neither echoed nor logged.
        request.log.info({ fields: parsed.error.issues.length }, 'client event rejected')
        return reply
          .code(400)
          .send(
            errorBody(
              400,
              'Erwartet wird ein Ereignis mit „type“ und höchstens „startupId“, „message“, „src“ und „page“.',
            ),
          )
      }
      request.log.warn(
        { clientEvent: parsed.data, userAgent: request.headers['user-agent'] },
        `client event: ${parsed.data.type}`,
      )
      return reply.code(204).send()
    },
  )
}
