#!/usr/bin/env bash
# Builds the media of the three fictional demo startups (data/startups.ts), so the site serves them itself:
#   public/media/pitches/<id>.mp4  9:16 H.264 title-card pitch (360x640, 25 fps, 9 s, no audio track)
#   public/media/pitches/<id>.jpg  poster (the frame at 1 s)
#   public/media/logos/<id>.svg    geometric logo mark, 96x96
#   public/media/founders/<slug>.svg  illustrated head-and-shoulders portrait, 160x160
# Needs Debian's ffmpeg and fonts-dejavu-core. Idempotent: every run rewrites the same bytes.
# Usage: bash scripts/make-media.sh   (or npm run media)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pitches="$root/public/media/pitches"
logos="$root/public/media/logos"
founders="$root/public/media/founders"
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "make-media: $tool not found (apt-get install ffmpeg)" >&2; exit 1; }
done
for font in "$bold" "$regular"; do
  [[ -f "$font" ]] || { echo "make-media: font $font missing (apt-get install fonts-dejavu-core)" >&2; exit 1; }
done

mkdir -p "$pitches" "$logos" "$founders"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

ink=0x0F1733
duration=9
fps=25

# drawtext reads its text from files (expansion=none): umlauts, colons, apostrophes and % need no escaping.
text_file() {
  printf '%s' "$2" >"$work/$1.txt"
  printf '%s' "$work/$1.txt"
}

# pitch <id> <accent colour> <eyebrow> <name> <line 1> <line 2> <line 3> <footer>
pitch() {
  local id="$1" accent="$2"
  local eyebrow name l1 l2 l3 footer
  eyebrow="$(text_file "$id-eyebrow" "$3")"
  name="$(text_file "$id-name" "$4")"
  l1="$(text_file "$id-l1" "$5")"
  l2="$(text_file "$id-l2" "$6")"
  l3="$(text_file "$id-l3" "$7")"
  footer="$(text_file "$id-footer" "$8")"
  local line="fontfile=$regular:expansion=none:fontsize=21:fontcolor=white:x=(w-text_w)/2"
  # Background: deep ink with an accent glow from the lower right and a violet one from the upper left,
  # rendered once as a still and looped (a per-frame gradient would cost bitrate for nothing).
  local r=$((16#${accent:2:2})) g=$((16#${accent:4:2})) b=$((16#${accent:6:2}))
  local glow="pow(max(0,1-hypot(X-310,Y-640)/520),1.5)" violet="0.5*pow(max(0,1-hypot(X-10,Y-20)/330),1.5)"
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i color=c=black:s=360x640:d=1 -vf \
    "format=rgb24,geq=r='min(255,15+($r-15)*$glow+109*$violet)':g='min(255,23+($g-23)*$glow+35*$violet)':b='min(255,51+($b-51)*$glow+186*$violet)'" \
    -frames:v 1 -fflags +bitexact -flags:v +bitexact "$work/$id-bg.png"
  local graph="[0:v]format=yuv420p[bg];"
  graph+="color=c=$accent:s=120x120:r=$fps:d=$duration,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='max(0,150*(1-hypot(X-60,Y-60)/60))'[orb];"
  graph+="[bg][orb]overlay=x='235+30*sin(2*PI*t/$duration)':y='40+24*cos(2*PI*t/$duration)':eval=frame[b1];"
  graph+="color=c=0x414C67:s=312x6:r=$fps:d=$duration[track];color=c=white:s=312x6:r=$fps:d=$duration[fill];"
  graph+="[track][fill]overlay=x='-312+312*t/$duration':eval=frame[bar];"
  graph+="[b1][bar]overlay=x=24:y=604,"
  graph+="drawtext=fontfile=$bold:textfile=$eyebrow:expansion=none:fontsize=14:fontcolor=white@0.8:x=(w-text_w)/2:y=170,"
  graph+="drawtext=fontfile=$bold:textfile=$name:expansion=none:fontsize=46:fontcolor=white:x=(w-text_w)/2:y=200:alpha='min(1,t/0.4)',"
  graph+="drawbox=x=150:y=266:w=60:h=4:color=white@0.9:t=fill,"
  graph+="drawtext=$line:textfile=$l1:y=310:enable='between(t,1.5,$duration)':alpha='min(1,(t-1.5)/0.5)',"
  graph+="drawtext=$line:textfile=$l2:y=350:enable='between(t,3.5,$duration)':alpha='min(1,(t-3.5)/0.5)',"
  graph+="drawtext=$line:textfile=$l3:y=390:enable='between(t,5.5,$duration)':alpha='min(1,(t-5.5)/0.5)',"
  graph+="drawtext=fontfile=$bold:textfile=$footer:expansion=none:fontsize=14:fontcolor=white@0.85:x=24:y=578,"
  graph+="format=yuv420p"

  ffmpeg -nostdin -hide_banner -loglevel error -y -filter_threads 1 \
    -loop 1 -framerate "$fps" -t "$duration" -i "$work/$id-bg.png" -filter_complex "$graph" \
    -t "$duration" -r "$fps" -an -c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -profile:v high -threads 1 \
    -movflags +faststart -fflags +bitexact -flags:v +bitexact -map_metadata -1 "$pitches/$id.mp4"
  ffmpeg -nostdin -hide_banner -loglevel error -y -ss 1 -i "$pitches/$id.mp4" -frames:v 1 -q:v 4 -threads 1 \
    -fflags +bitexact -flags:v +bitexact -map_metadata -1 -update 1 "$pitches/$id.jpg"
}

# Fails loudly unless the clip is 360x640 H.264 of 8-10 s without audio, under 1 MB, with a poster under 60 KB.
check() {
  local id="$1" mp4="$pitches/$1.mp4" jpg="$pitches/$1.jpg"
  local video audio seconds mp4_bytes jpg_bytes
  video="$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height,pix_fmt -of csv=p=0 "$mp4")"
  audio="$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$mp4")"
  seconds="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$mp4")"
  mp4_bytes="$(stat -c %s "$mp4")"
  jpg_bytes="$(stat -c %s "$jpg")"
  [[ "$video" == "h264,360,640,yuv420p" ]] || { echo "make-media: $mp4 is '$video'" >&2; exit 1; }
  [[ -z "$audio" ]] || { echo "make-media: $mp4 has an audio track" >&2; exit 1; }
  awk -v s="$seconds" 'BEGIN { exit !(s >= 8 && s <= 10) }' || { echo "make-media: $mp4 lasts $seconds s" >&2; exit 1; }
  ((mp4_bytes < 1000000)) || { echo "make-media: $mp4 is $mp4_bytes bytes" >&2; exit 1; }
  ((jpg_bytes < 60000)) || { echo "make-media: $jpg is $jpg_bytes bytes" >&2; exit 1; }
  [[ "$(ffprobe -v error -show_entries stream=width,height -of csv=p=0 "$jpg")" == "360,640" ]] ||
    { echo "make-media: $jpg is not 360x640" >&2; exit 1; }
  printf '%-12s mp4 %6.1f KB  %s s  |  jpg %5.1f KB\n' "$id" "$(bc -l <<<"$mp4_bytes/1024" 2>/dev/null || echo "$mp4_bytes")" \
    "$seconds" "$(bc -l <<<"$jpg_bytes/1024" 2>/dev/null || echo "$jpg_bytes")"
}

pitch fristwerk 0xD61F76 '60-SEKUNDEN-PITCH · LEIPZIG' 'Fristwerk' \
  'Beleg fotografieren.' 'Rechnung in 60 Sekunden.' 'Für 1 Mio. Handwerksbetriebe.' 'Pre-Seed · FinTech'
pitch wattlinie 0x059669 '60-SEKUNDEN-PITCH · STUTTGART' 'Wattlinie' \
  'Sensor anklemmen.' 'Energiefresser finden.' 'Bis zu 18 % Strom sparen.' 'Seed · ClimateTech'
pitch glanzregal 0x7C3AED '60-SEKUNDEN-PITCH · HAMBURG' 'Glanzregal' \
  'Ein Foto vom Regal.' 'Jede Lücke erkannt.' 'Mehr Umsatz für Marken.' 'Pre-Seed · RetailTech'

# Logos: one geometric mark each, no lettering.
cat >"$logos/fristwerk.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Fristwerk Logo">
  <rect width="96" height="96" rx="24" fill="#D61F76"/>
  <circle cx="48" cy="48" r="26" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-dasharray="122 42" stroke-linecap="round" transform="rotate(-90 48 48)"/>
  <path d="M37 49l8 8 15-17" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
SVG
cat >"$logos/wattlinie.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Wattlinie Logo">
  <circle cx="48" cy="48" r="48" fill="#059669"/>
  <path d="M14 56h16l8-22 12 36 9-24 5 10h18" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
SVG
cat >"$logos/glanzregal.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Glanzregal Logo">
  <rect width="96" height="96" rx="24" fill="#7C3AED"/>
  <path d="M18 44h40M18 62h60M18 80h60" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/>
  <path d="M72 14l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#FBCFE8"/>
</svg>
SVG

# portrait <slug> <background> <skin> <skin shade> <hair> <shirt> <hair style: short|long|bun|curly|buzz>
portrait() {
  local slug="$1" bg="$2" skin="$3" shade="$4" hair="$5" shirt="$6" style="$7" back="" front=""
  case "$style" in
    short) front="<path d=\"M52 74c-3-26 11-42 29-42s31 14 27 40c-5-13-15-20-28-20-13 0-23 8-28 22z\" fill=\"$hair\"/>" ;;
    long)
      back="<path d=\"M46 76c0-28 14-44 34-44s34 16 34 44v44H46z\" fill=\"$hair\"/>"
      front="<path d=\"M52 72c0-22 12-36 28-36s28 14 28 36c-8-10-20-16-30-16-10 0-20 6-26 16z\" fill=\"$hair\"/>" ;;
    bun)
      back="<circle cx=\"80\" cy=\"32\" r=\"13\" fill=\"$hair\"/>"
      front="<path d=\"M52 72c0-22 12-36 28-36s28 14 28 36c-6-12-16-18-28-18s-22 6-28 18z\" fill=\"$hair\"/>" ;;
    curly)
      front="<g fill=\"$hair\"><circle cx=\"58\" cy=\"54\" r=\"12\"/><circle cx=\"70\" cy=\"42\" r=\"13\"/><circle cx=\"86\" cy=\"40\" r=\"13\"/><circle cx=\"100\" cy=\"52\" r=\"12\"/><circle cx=\"56\" cy=\"68\" r=\"8\"/><circle cx=\"104\" cy=\"66\" r=\"8\"/></g>" ;;
    buzz) front="<path d=\"M54 64c2-18 13-28 26-28s24 10 26 28c-7-7-16-10-26-10s-19 3-26 10z\" fill=\"$hair\"/>" ;;
    *) echo "make-media: unknown hair style $style" >&2; exit 1 ;;
  esac
  cat >"$founders/$slug.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="Illustriertes Porträt">
  <rect width="160" height="160" fill="$bg"/>
  $back
  <path d="M22 160c0-32 26-52 58-52s58 20 58 52z" fill="$shirt"/>
  <path d="M68 92h24v22c0 7-5 12-12 12s-12-5-12-12z" fill="$shade"/>
  <path d="M68 110l12 16 12-16" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"/>
  <ellipse cx="80" cy="72" rx="26" ry="31" fill="$skin"/>
  $front
</svg>
SVG
  # Drop the blank lines left by empty hair layers, so the files stay tidy.
  sed -i '/^  $/d' "$founders/$slug.svg"
}

portrait lena-brandtner '#FCE7F3' '#F2C9A8' '#DDAE8A' '#7A4A2A' '#D61F76' long
portrait jonas-okafor '#EDE9FE' '#8D5A3B' '#764A30' '#1F1A17' '#0F1733' buzz
portrait mira-koehler '#D1FAE5' '#F5D3B8' '#E0B79A' '#C99A4B' '#059669' bun
portrait tobias-reinhardt '#E9EDF5' '#E8B995' '#D29E7A' '#5B3A24' '#7C3AED' short
portrait aylin-demir '#FBCFE8' '#C98D63' '#B27852' '#2B1B14' '#2D3752' curly
portrait sophie-nguyen '#DDD6FE' '#EFC7A2' '#D9AC86' '#17120F' '#B0175F' long
portrait malte-jansen '#A7F3D0' '#F3CDB0' '#DDB192' '#B5763A' '#414C67' short

for id in fristwerk wattlinie glanzregal; do check "$id"; done
echo "make-media: $(find "$logos" -name '*.svg' | wc -l) logos, $(find "$founders" -name '*.svg' | wc -l) portraits written"
