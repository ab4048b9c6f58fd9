/**
 * Runs once when the server starts: pages get their security policy from
 * here, and what would fail a visitor later is said now.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { pagePolicyProvider } = await import("./src/security/page-policy");
  pagePolicyProvider();
  const { checkAtStart } = await import("./src/hosting/start-checks");
  await checkAtStart();
}
