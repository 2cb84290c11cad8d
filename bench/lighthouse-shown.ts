// What the page Lighthouse measured was showing when it finished: its address
// and its main heading, read in that same page after the load. A signed-in row
// is only the page it names if this is that page (not the home page the route
// guard sends a signed-out visitor to, nor a spinner).
import { type Artifacts, Audit, type Config, Gatherer } from 'lighthouse';

export type Shown = { href: string; heading: string | null };

const ARTIFACT = 'PageShown';
export const SHOWN_AUDIT = 'page-shown';

type GatherContext = Parameters<Gatherer['getArtifact']>[0];
// Lighthouse's types know only its own artifacts, hence the casts at this edge.
type PhaseResult = ReturnType<Gatherer['getArtifact']>;

class PageShownGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  override getArtifact(context: GatherContext): PhaseResult {
    // Serialised into the page: no helpers from this module may be used inside.
    const shown: Promise<Shown> = context.driver.executionContext.evaluate(
      () => ({
        href: location.href,
        heading: document.querySelector('main h1')?.textContent?.trim() ?? null,
      }),
      { args: [] },
    );
    return shown as unknown as PhaseResult;
  }
}

// Lighthouse gathers only the artifacts some audit asks for; this one asks for
// the heading and changes no score (it sits in no category).
class PageShownAudit extends Audit {
  static override get meta() {
    return {
      id: SHOWN_AUDIT,
      title: 'The page shows what the bench meant to measure',
      description: 'Its address and main heading after the load.',
      requiredArtifacts: [ARTIFACT as keyof Artifacts],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static override audit(artifacts: Artifacts) {
    const shown = (artifacts as unknown as Record<string, Shown>)[ARTIFACT];
    return { score: null, details: { type: 'debugdata' as const, ...shown } };
  }
}

export const shownConfig: Config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: ARTIFACT, gatherer: { instance: new PageShownGatherer() } }],
  audits: [{ implementation: PageShownAudit }],
};

/** The heading and address the audit recorded, from a Lighthouse result. */
export function shownIn(details: unknown): Shown | null {
  const d = details as Partial<Shown> | undefined;
  return d && typeof d.href === 'string' ? { href: d.href, heading: d.heading ?? null } : null;
}
