/** Access log (docs/spec.md §26): being built. */
export default function AccessLog() {
  return <h2 className="text-lg font-semibold text-zinc-900">Access log</h2>;
}
