import crypto from 'node:crypto';
import {
  CREDENTIAL_CATEGORY,
  DEFAULT_COUNTRY_ID,
  streamIdOf,
  validateUserCreate,
  validationError,
  type GlobalPosition,
  type RegisterUserBody,
  type UserProfile,
  type UserProfilePatch,
} from '@console/contracts';
import type { AggregateRepository, Handled } from '../../core/aggregate-repository.js';
import { metadataFor, type CommandContext } from '../../core/command-context.js';
import { step, type CompensatedAppend } from '../../core/compensated-appends.js';
import { DomainException } from '../../core/domain.exception.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { hashPassword } from '../../identity/index.js';
import { EmailReservations } from '../email-reservation.js';
import { userDecider, type UserState } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';

/** The defaults of spec 1 §5: language EN, partner 1 (a partner user's own), country the creating user's. */
const withDefaults = (input: UserProfilePatch, actor: CommandContext['actor']): UserProfile => ({
  type: input.type ?? 'b2c',
  name: (input.name ?? '').trim(),
  email: (input.email ?? '').trim(),
  phone: (input.phone ?? '').trim(),
  phone2: input.phone2 ?? null,
  partnerId: actor?.isPartner ? actor.partnerId : (input.partnerId ?? 1),
  countryId: input.countryId ?? actor?.countryId ?? DEFAULT_COUNTRY_ID,
  assigneeId: input.assigneeId ?? null,
  credits: input.credits ?? 0,
  deposits: input.deposits ?? 0,
  storageRate: input.storageRate ?? null,
  roles: input.roles ?? [],
  isVerified: input.isVerified ?? false,
  trn: input.trn ?? null,
  persona: input.persona ?? null,
  emailSignature: input.emailSignature ?? null,
  addressId: input.addressId ?? null,
  enableAutoCardCharging: input.enableAutoCardCharging ?? false,
  isPostpaidInvoiceEnabled: input.isPostpaidInvoiceEnabled ?? false,
  showCbmInChargeDescription: input.showCbmInChargeDescription ?? false,
  tap_customer_id: input.tap_customer_id ?? null,
  tapPaymentAgreementId: input.tapPaymentAgreementId ?? null,
  englishName: input.englishName ?? null,
  arabicName: input.arabicName ?? null,
  firstNameEnglish: input.firstNameEnglish ?? null,
  firstNameArabic: input.firstNameArabic ?? null,
  lastNameEnglish: input.lastNameEnglish ?? null,
  lastNameArabic: input.lastNameArabic ?? null,
  nicknameEnglish: input.nicknameEnglish ?? null,
  nicknameArabic: input.nicknameArabic ?? null,
  gender: input.gender ?? null,
  language: input.language ?? 'EN',
  documents: input.documents ?? [],
  source: input.source ?? null,
});

/**
 * A customer's registration, decided whole before anything is appended: the rules, the e-mail's availability, the
 * password's hash and the UserRegistered event. What is left are its appends, each with what undoes it; the
 * caller runs them (runCompensated) alone (POST /api/users) or with the appends of its own command (a lead for a
 * new customer), so a registration that fails half-way leaves its e-mail free and no sign-in behind.
 */
export interface PreparedRegistration {
  readonly id: number;
  /** Reserves the e-mail (user-email-<e-mail>); undone by UserEmailReleased. Refused (400) if taken meanwhile. */
  readonly reservation: CompensatedAppend<unknown>;
  /** Sets the password (credential-<id>), when the body has one; undone by PasswordRevoked. */
  readonly credential: CompensatedAppend<unknown> | undefined;
  /** Appends UserRegistered: last, since nothing undoes a registration. */
  readonly user: CompensatedAppend<unknown>;
}

export const prepareRegistration = async (
  infra: Infrastructure,
  repository: AggregateRepository,
  body: RegisterUserBody,
  ctx: CommandContext,
): Promise<PreparedRegistration> => {
  const { tags, status, password, ...input } = body;
  const profile = withDefaults(input, ctx.actor);
  const errors = validateUserCreate(profile);
  if (errors.length > 0) throw new DomainException(validationError(errors));
  // Staff and partner-company users get roles; customers never do, whatever the body says.
  const safeProfile = profile.type === 'staff' || profile.type === 'partner' ? profile : { ...profile, roles: [] };
  const reservations = new EmailReservations(infra.store);
  const id = await infra.ids.next('user');
  await reservations.check(profile.email, id);
  const decided = await repository.decide(
    userDecider,
    USER_EVENT_CODECS,
    id,
    { type: 'RegisterUser', id, profile: safeProfile, tags: tags ?? [], status: status ?? 'active' },
    ctx,
  );
  const passwordHash = password ? await hashPassword(password) : undefined;
  const credentialStream = streamIdOf(CREDENTIAL_CATEGORY, id);
  const credentialEvent = (type: string, data: Record<string, unknown>) => ({
    id: crypto.randomUUID(),
    type,
    data,
    metadata: metadataFor(ctx, type === 'PasswordSet' ? 'SetPassword' : 'RevokePassword', new Date()),
  });
  return {
    id,
    reservation: step<GlobalPosition | undefined>({
      name: `reserve e-mail of user ${id}`,
      append: () => reservations.reserve(profile.email, id, ctx),
      compensate: async (position) => {
        if (position) await reservations.release(profile.email, id, ctx);
      },
    }),
    credential:
      passwordHash === undefined
        ? undefined
        : step({
            name: `set the password of user ${id}`,
            append: () =>
              infra.store.append(
                credentialStream,
                [credentialEvent('PasswordSet', { userId: id, email: profile.email, passwordHash })],
                'no_stream',
              ),
            compensate: async () => {
              await infra.store.append(credentialStream, [credentialEvent('PasswordRevoked', { userId: id })], 'any');
            },
          }),
    user: step<Handled<UserState>>({ name: `register user ${id}`, append: () => decided.append() }),
  };
};
