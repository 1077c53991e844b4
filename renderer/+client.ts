// The one client entry of every page: small vanilla enhancers plus the island hydrator,
// which loads React and an island's chunk only when the page contains that island.
import '../components/layout/community-pill'
import '../components/media/image-fallback'
import '../components/ui/reveal'
import '../components/enhancers'
import '../components/islands/hydrate'
