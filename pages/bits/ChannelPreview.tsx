import { bitsSamplePosts } from './copy'

/**
 * The community channel as it looks on a phone: its name and three sample posts (the kinds of message it sends).
 * Decorative, the features beside it say the same in words. Drawn as the messenger draws a channel (round 21: generic
 * cards on grey): tinted background, bubbles with their corner, the poll's reactions. No read ticks (a channel's
 * posts have none, round 22) and no reaction counts: on a sample they read as made-up proof (round 19).
 */
export function ChannelPreview() {
  return (
    <div
      className="mx-auto w-full max-w-sm overflow-hidden rounded-4xl bg-mint-50 shadow-lift ring-1 ring-ink-200"
      aria-hidden="true"
    >
      <div className="flex items-center gap-3 bg-mint-700 px-5 py-4 text-white">
        {/* The channel's picture is the logo's tile: the brand gradient with the white play mark. */}
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-brand text-white ring-2 ring-white">
          <span className="i-lucide-play text-lg" />
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{bitsSamplePosts.channel}</span>
          <span className="text-xs text-white">{bitsSamplePosts.followers}</span>
        </span>
      </div>
      <div className="flex flex-col gap-3 p-4">
        {bitsSamplePosts.posts.map((post) => (
          <div key={post.time} className="flex flex-col gap-1">
            <div className="flex flex-col gap-2 rounded-2xl rounded-tl-md bg-white p-4 shadow-soft">
              <span className="text-sm leading-snug text-ink-900">{post.text}</span>
              <span className="self-end text-xs tabular-nums text-ink-600">{post.time}</span>
            </div>
            {post.reactions ? (
              <span className="relative -mt-3 ml-3 flex gap-1 self-start rounded-full bg-white px-2.5 py-1 text-sm text-ink-700 shadow-soft ring-1 ring-ink-100">
                {post.reactions.map((icon) => (
                  <span key={icon} className={icon} />
                ))}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  )
}
