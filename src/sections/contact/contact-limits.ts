/** How long each contact field may be (not in the spec: decided in docs/decisions.md). */
export const LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
