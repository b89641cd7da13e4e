// The identity context's public surface: what another context may import of it (eslint's boundaries rule).
export { IdentityModule } from './identity.module.js';
export { CurrentActor, Public, RequirePermission, SignedIn, type RequestWithActor } from './auth.decorators.js';
export { TokenService } from './token.service.js';
export { hashPassword } from './password.js';
