/** Erase a person (docs/spec.md §26): being built. */
export default function ErasureForm() {
  return <h2 className="text-lg font-semibold text-zinc-900">Erase a person</h2>;
}
