// Original illustrations for English Commons, drawn as small
// inline SVG in one style: a soft round backdrop, flat shapes in the brand
// teal, a warm accent and the ink colour for lines. Every colour is a CSS
// custom property (styles.css .art-*), so the pictures follow the light and
// dark themes, and no inline style attribute is needed (decision 002's CSP).
// They are decorative: the text beside them says the same thing.
import type { ReactNode } from 'react';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';

function Art({
  children,
  className = '',
  viewBox = '0 0 120 120',
}: {
  children: ReactNode;
  className?: string;
  viewBox?: string;
}) {
  return (
    <svg viewBox={viewBox} className={`art ${className}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const Backdrop = () => <circle className="art-bg" cx="60" cy="60" r="56" />;

/** The four reading levels: a seed, a sprout, a young tree, a full tree (growing as the learner grows). */
const LEVEL_SHAPES: Record<ReadingLevel, ReactNode> = {
  'non-english': (
    <>
      <path className="art-soil" d="M22 88q38-14 76 0v10H22z" />
      <ellipse className="art-accent" cx="60" cy="80" rx="9" ry="6" />
      <path className="art-line" d="M60 74q2-8 8-10" />
    </>
  ),
  'early-learner': (
    <>
      <path className="art-soil" d="M22 88q38-14 76 0v10H22z" />
      <path className="art-line" d="M60 84V58" />
      <path className="art-main" d="M60 64q-20 2-22-16 18-2 22 16z" />
      <path className="art-main" d="M60 60q18-2 22-18-20-2-22 18z" />
    </>
  ),
  intermediate: (
    <>
      <path className="art-soil" d="M22 88q38-14 76 0v10H22z" />
      <path className="art-trunk" d="M56 86h8V56h-8z" />
      <circle className="art-main" cx="60" cy="46" r="20" />
      <circle className="art-accent" cx="52" cy="42" r="3.5" />
      <circle className="art-accent" cx="68" cy="50" r="3.5" />
    </>
  ),
  'advanced-reader': (
    <>
      <path className="art-soil" d="M22 88q38-14 76 0v10H22z" />
      <path className="art-trunk" d="M55 88h10V58h-10z" />
      <circle className="art-main" cx="44" cy="50" r="16" />
      <circle className="art-main" cx="76" cy="50" r="16" />
      <circle className="art-main" cx="60" cy="34" r="18" />
      <circle className="art-accent" cx="50" cy="34" r="3.5" />
      <circle className="art-accent" cx="72" cy="30" r="3.5" />
      <circle className="art-accent" cx="80" cy="52" r="3.5" />
      <circle className="art-accent" cx="40" cy="54" r="3.5" />
    </>
  ),
};

export function LevelArt({ level, className }: { level: ReadingLevel; className?: string }) {
  return (
    <Art className={className}>
      <Backdrop />
      {LEVEL_SHAPES[level]}
    </Art>
  );
}

/** The eight topics. */
const TOPIC_SHAPES: Record<Topic, ReactNode> = {
  // A house with a lit window.
  'daily-life': (
    <>
      <path className="art-main" d="M32 58 60 34l28 24v30H32z" />
      <path className="art-line" d="M26 62 60 32l34 30" />
      <rect className="art-accent" x="40" y="62" width="14" height="12" rx="2" />
      <rect className="art-paper" x="64" y="64" width="12" height="24" rx="2" />
    </>
  ),
  // A flask with bubbles.
  science: (
    <>
      <path className="art-paper" d="M52 30h16v18l16 30a6 6 0 0 1-5 9H41a6 6 0 0 1-5-9l16-30z" />
      <path className="art-main" d="M43 70h34l7 8a6 6 0 0 1-5 9H41a6 6 0 0 1-5-9z" />
      <path className="art-line" d="M50 30h20" />
      <circle className="art-accent" cx="56" cy="62" r="4" />
      <circle className="art-accent" cx="66" cy="54" r="3" />
    </>
  ),
  // Columns of an old building.
  history: (
    <>
      <path className="art-main" d="M30 46 60 30l30 16z" />
      <rect className="art-paper" x="36" y="50" width="8" height="30" />
      <rect className="art-paper" x="56" y="50" width="8" height="30" />
      <rect className="art-paper" x="76" y="50" width="8" height="30" />
      <rect className="art-accent" x="30" y="82" width="60" height="8" rx="2" />
    </>
  ),
  // Mountains and a sun.
  nature: (
    <>
      <circle className="art-accent" cx="80" cy="40" r="10" />
      <path className="art-main" d="M18 90 46 48l16 22 10-12 30 32z" />
      <path className="art-paper" d="M46 48l-7 11 7-3 6 4z" />
    </>
  ),
  // A phone with a chat bubble.
  technology: (
    <>
      <rect className="art-main" x="42" y="26" width="36" height="66" rx="6" />
      <rect className="art-paper" x="47" y="34" width="26" height="46" rx="2" />
      <path
        className="art-accent"
        d="M52 44h16a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-9l-5 5v-5h-2a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3z"
      />
      <circle className="art-paper" cx="60" cy="86" r="2.5" />
    </>
  ),
  // A suitcase.
  travel: (
    <>
      <path className="art-line" d="M50 42v-8h20v8" />
      <rect className="art-main" x="30" y="42" width="60" height="42" rx="6" />
      <rect className="art-accent" x="30" y="58" width="60" height="6" />
      <circle className="art-line-fill" cx="42" cy="88" r="3" />
      <circle className="art-line-fill" cx="78" cy="88" r="3" />
    </>
  ),
  // A bowl of soup with steam.
  food: (
    <>
      <path className="art-line" d="M50 30q-4 6 0 12M60 28q-4 6 0 12M70 30q-4 6 0 12" />
      <path className="art-main" d="M28 56h64a32 28 0 0 1-64 0z" />
      <rect className="art-accent" x="26" y="52" width="68" height="6" rx="3" />
    </>
  ),
  // A ball in motion.
  sports: (
    <>
      <path className="art-line" d="M22 52h16M18 62h18M22 72h16" />
      <circle className="art-main" cx="66" cy="62" r="24" />
      <path className="art-paper" d="m66 50 10 7-4 12H60l-4-12z" />
      <path className="art-line" d="M66 38v12M90 60l-14-3M80 82l-8-13M52 82l8-13M42 60l14-3" />
    </>
  ),
};

export function TopicArt({ topic, className }: { topic: Topic; className?: string }) {
  return (
    <Art className={className}>
      <Backdrop />
      {TOPIC_SHAPES[topic]}
    </Art>
  );
}

/** Home hero: two learners reading one open book under a speech bubble with 'Hello'. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <Art className={className} viewBox="0 0 320 260">
      <ellipse className="art-bg" cx="160" cy="140" rx="150" ry="112" />
      {/* The speech bubble */}
      <path
        className="art-accent"
        d="M196 28h84a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12h-52l-16 16v-16h-16a12 12 0 0 1-12-12V40a12 12 0 0 1 12-12z"
      />
      <path className="art-paper" d="M206 48h64M206 64h44" strokeWidth="6" />
      {/* Learner on the left */}
      <circle className="art-skin-a" cx="92" cy="104" r="22" />
      <path className="art-hair-a" d="M70 100a22 22 0 0 1 44-4q-10-12-24-8-12 2-20 12z" />
      <path className="art-main" d="M52 214q0-70 40-70t40 70z" />
      {/* Learner on the right */}
      <circle className="art-skin-b" cx="208" cy="116" r="22" />
      <path className="art-hair-b" d="M186 112q2-26 26-24 18 2 18 22-10-10-22-10-12 0-22 12z" />
      <path className="art-trunk" d="M168 222q0-66 40-66t40 66z" />
      {/* The open book between them */}
      <path className="art-paper" d="M96 176q32-12 64 4 32-16 64-4v40q-32-12-64 4-32-16-64-4z" />
      <path
        className="art-line"
        d="M160 180v40M110 190q20-6 40 2M110 202q20-6 40 2M170 192q20-8 40-2M170 204q20-8 40-2"
      />
      <path className="art-line" d="M96 176q32-12 64 4 32-16 64-4v40q-32-12-64 4-32-16-64-4z" />
      {/* Small leaves: learning grows */}
      <path className="art-main" d="M34 70q-2-18 16-20 2 18-16 20z" />
      <path className="art-main" d="M284 180q-2-18 16-20 2 18-16 20z" />
    </Art>
  );
}

/** A celebration: a star with confetti, for a finished quiz or task. */
export function CelebrateArt({ className }: { className?: string }) {
  return (
    <Art className={className}>
      <Backdrop />
      <path
        className="art-accent"
        d="m60 26 9.5 19.6 21.5 3.1-15.6 15.2 3.7 21.4L60 75.2 40.9 85.3l3.7-21.4L29 48.7l21.5-3.1z"
      />
      <circle className="art-main" cx="26" cy="30" r="4" />
      <circle className="art-main" cx="96" cy="90" r="4" />
      <rect className="art-main" x="92" y="24" width="8" height="4" rx="2" />
      <rect className="art-main" x="20" y="86" width="8" height="4" rx="2" />
    </Art>
  );
}
