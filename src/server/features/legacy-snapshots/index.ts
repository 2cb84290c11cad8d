// The SPEC §7 calls kept for clients written to the spec's contract; our own
// client makes none of them (routes.ts says why they stay). app.ts registers
// the plugin explicitly; no other feature uses it.
export { legacySnapshotRoutes } from './routes.ts';
