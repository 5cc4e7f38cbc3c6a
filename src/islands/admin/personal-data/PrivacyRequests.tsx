/** Requests from buyers (docs/spec.md §26): being built. */
export default function PrivacyRequests() {
  return <h2 className="text-lg font-semibold text-zinc-900">Requests from buyers</h2>;
}
