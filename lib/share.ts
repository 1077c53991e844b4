/**
 * LinkedIn's share dialog for an address: a plain link (no LinkedIn script, no request before it is followed). The
 * dialog takes the address only; a post's text is pasted there.
 */
export const linkedInShareUrl = (url: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`
