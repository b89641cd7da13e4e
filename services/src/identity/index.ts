// The identity context's public surface: its module, and the password hash a registration of customers stores.
// (Who may call what, `@RequirePermission` and the token guard, is HTTP plumbing in core/auth/.)
export { IdentityModule } from './identity.module.js';
export { hashPassword } from './password.js';
export { logImpersonation } from './log-impersonation.js';
