/** Runs once when the server starts: pages get their security policy from here. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { pagePolicyProvider } = await import("./src/security/page-policy");
    pagePolicyProvider();
  }
}
