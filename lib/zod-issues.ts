import type { z } from 'zod'

/**
 * One readable line per problem zod found, `path: message` (the message alone when the value itself is
 * wrong): the settings at start, operator commands and request bodies report problems alike.
 */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  )
}
