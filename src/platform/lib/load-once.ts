/**
 * A module or client loaded on first use rather than at start-up (the Stripe SDK, the MCP SDK: most starts, CLI commands
 * and test processes never need them). Every caller shares the one load; a load that fails is forgotten, so the next
 * call tries again instead of failing for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
